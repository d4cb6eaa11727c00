/**
 * The Russian plural of a count: `one` for 1, 21, 101 ('1 ночь'), `few` for 2–4, 22–24 ('2 ночи'), `many`
 * for 0, 5–20, 25 … ('5 ночей'). The caller picks the case of the three forms.
 */
export function plural(n: number, one: string, few: string, many: string): string {
  const tens = Math.abs(n) % 100;
  const units = tens % 10;
  if (units === 1 && tens !== 11) return one;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}

/** '1 ночь', '3 ночи', '7 ночей', with a no-break space so a narrow screen keeps them together. */
export const nightsText = (n: number) => `${n}\u00a0${plural(n, 'ночь', 'ночи', 'ночей')}`;
