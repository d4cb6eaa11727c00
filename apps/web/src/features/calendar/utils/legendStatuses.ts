/** Statuses that have a bar colour and a legend entry, in the order a stay moves through them. */
export const legendStatuses = [
  'new',
  'reserved',
  'booked',
  'check_in',
  'check_out',
  'repair',
  'block',
] as const;

export type LegendStatus = (typeof legendStatuses)[number];
