/**
 * Russian and Kazakh letters in Latin, as a passport spells them: one table for every place that needs a
 * name in plain ASCII (a download's fallback file name, the demo's e-mail addresses).
 */
export const latinLetters: Readonly<Record<string, string>> = {
  а: 'a',
  ә: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  й: 'y',
  к: 'k',
  қ: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  ң: 'n',
  о: 'o',
  ө: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ұ: 'u',
  ү: 'u',
  ф: 'f',
  х: 'kh',
  һ: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/**
 * A letter in Latin, keeping its case ('Ж' → 'Zh'); undefined for what is not a Russian or Kazakh letter.
 */
export function latinOf(ch: string): string | undefined {
  const lower = ch.toLowerCase();
  const latin = latinLetters[lower];
  if (latin === undefined) return undefined;
  return ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
}

/** A text with its Russian and Kazakh letters in Latin; everything else as it is. */
export function transliterate(text: string): string {
  return [...text].map((ch) => latinOf(ch) ?? ch).join('');
}
