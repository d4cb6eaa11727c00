/** 'Садыкова Айгуль Маратовна' → 'Садыкова А. М.', as a name is spelled out beside a signature. */
export function initials(fullName: string): string {
  const [surname, ...names] = fullName.trim().split(/\s+/);
  if (!surname) return '';
  return [surname, ...names.map((n) => `${n[0]}.`)].join(' ');
}
