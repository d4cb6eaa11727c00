/**
 * The booking whose popover is open after booking `id` asks to open or close its own: opening replaces
 * any other (only one is open at a time); closing affects only its own, never another bar's.
 */
export function nextOpenPopover<K>(current: K | null, id: K, open: boolean): K | null {
  if (open) return id;
  return current === id ? null : current;
}
