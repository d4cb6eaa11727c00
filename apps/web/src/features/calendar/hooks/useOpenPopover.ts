import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { nextOpenPopover } from '../utils/nextOpenPopover.ts';

/**
 * Which booking bar's popover is open, shared by every bar of the calendar: at most one is open, so
 * opening another closes the first. A store, not a state of the grid, so that only the two bars whose
 * answer changes re-render, not every memoised row.
 */
/** A bar's key (legBar.ts barKey): a booking's bars of a stay with a mid-stay move open one at a time too. */
let openId: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setOpenId = (next: string | null) => {
  if (next === openId) return;
  openId = next;
  for (const listener of listeners) listener();
};

/** Whether the popover of bar `id` is open, and a setter that closes any other one; Escape closes it. */
export function useOpenPopover(id: string): [boolean, (open: boolean) => void] {
  const opened = useSyncExternalStore(
    subscribe,
    () => openId === id,
    () => false,
  );
  const setOpened = useCallback((open: boolean) => setOpenId(nextOpenPopover(openId, id, open)), [id]);
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenId(nextOpenPopover(openId, id, false));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, id]);
  // A bar that leaves the DOM (scrolled away, removed live) does not keep its popover open.
  useEffect(() => () => setOpenId(nextOpenPopover(openId, id, false)), [id]);
  return [opened, setOpened];
}
