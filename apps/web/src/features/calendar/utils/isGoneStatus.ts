const goneStatuses = new Set([
  'deleted',
  'expired',
  'repaired',
  'removed',
  'canceled',
  'client_cancel',
  'company_cancel',
]);

/** Whether a pushed status means the hold no longer occupies the calendar. */
export function isGoneStatus(status: string): boolean {
  return goneStatuses.has(status);
}
