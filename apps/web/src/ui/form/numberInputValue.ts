/**
 * A NumberInput's value as a number, or null when empty. Mantine hands over a string while the typed
 * text is not a plain number yet ('1000.', '1000.00' keeps its zeros), so that string is read too.
 */
export function numberInputValue(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const parsed = Number(value.replace(/\s/g, '').replace(',', '.'));
  return value.trim() === '' || Number.isNaN(parsed) ? null : parsed;
}
