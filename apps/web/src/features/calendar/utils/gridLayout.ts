/** Fixed sizes of the calendar grid (specification section 9: timeline header 72, rows 40, columns ≥ 50). */
export const gridLayout = {
  headerHeight: 52,
  categoryRowHeight: 32,
  rowHeight: 40,
  /** Few rows get taller bars so a small property does not look empty (section 9: 70 px under 5 rows). */
  sparseRowHeight: 70,
  sparseRowLimit: 5,
  minDayWidth: 50,
  minNameWidth: 100,
  maxNameWidth: 200,
  defaultNameWidth: 160,
  barInset: 6,
} as const;
