import { homeStart } from './homeStart.ts';

const isDate = (s: string | null): s is string => s !== null && /^\d{4}-\d{2}-\d{2}$/.test(s);

/** Whether something remembered on `savedOn` still applies on the property's `today`: only the same day. */
export function isFromToday(savedOn: string | null | undefined, today: string): boolean {
  return savedOn === today;
}

/**
 * The calendar's first day: the URL's (a link reopens its view), else the remembered one if it was
 * chosen today, else the property's today — a start day remembered days ago is stale and dropped.
 */
export function openingStart(choice: {
  url: string | null;
  stored: string | null;
  storedOn: string | null;
  today: string;
}): string {
  if (isDate(choice.url)) return choice.url;
  if (isDate(choice.stored) && isFromToday(choice.storedOn, choice.today)) return choice.stored;
  return homeStart(choice.today);
}

/** A grid position as kept in local storage: the day it was saved on and the window's first day then. */
export interface SavedScroll {
  left: number;
  top: number;
  on?: string;
  start?: string;
}

/**
 * The position to restore: none if it was saved on another day; the same rows but the first column if
 * the window now starts on another day (a left offset only means something from its own first day).
 */
export function restoredScroll(
  saved: SavedScroll | null,
  now: { today: string; start: string },
): { left: number; top: number } | null {
  if (!saved || !isFromToday(saved.on, now.today)) return null;
  return { left: saved.start === now.start ? saved.left : 0, top: saved.top };
}
