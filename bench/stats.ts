/** The figures every benchmark prints: a percentile of its samples, and milliseconds to one decimal. */
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
export const ms = (n: number) => Math.round(n * 10) / 10;
