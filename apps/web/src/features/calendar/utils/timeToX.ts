/**
 * The x offset (px from the first day's left edge) of an instant: whole days before it plus the fraction
 * of its own day. Day starts are passed in so days of 23 or 25 hours (daylight saving) still line up.
 */
export function timeToX(
  seconds: number,
  dayStarts: readonly number[],
  end: number,
  dayWidth: number,
): number {
  const count = dayStarts.length;
  if (count === 0) return 0;
  if (seconds <= (dayStarts[0] ?? 0)) return 0;
  if (seconds >= end) return count * dayWidth;
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((dayStarts[mid] ?? 0) <= seconds) lo = mid;
    else hi = mid - 1;
  }
  const dayStart = dayStarts[lo] ?? 0;
  const dayEnd = dayStarts[lo + 1] ?? end;
  return lo * dayWidth + ((seconds - dayStart) / (dayEnd - dayStart)) * dayWidth;
}
