import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { calendarPeriods, defaultPeriod } from '../utils/calendarPeriods.ts';

const PERIOD_KEY = 'period';
const TODAY_KEY = 'today';

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the URL still carries the choice.
  }
}

const isPeriod = (n: number) => (calendarPeriods as readonly number[]).includes(n);
const isDate = (s: string | null): s is string => s !== null && /^\d{4}-\d{2}-\d{2}$/.test(s);

/**
 * Period and first day of the calendar, kept in the URL (?period=&today=) so a link reopens the same
 * view, and in localStorage (specification section 9) so a fresh visit keeps the last period.
 * `fallbackToday` is the property's current date, used when neither names a day.
 */
export function useCalendarParams(fallbackToday: string) {
  const [params, setParams] = useSearchParams();
  const urlPeriod = Number(params.get(PERIOD_KEY));
  const storedPeriod = Number(stored(PERIOD_KEY));
  const period = isPeriod(urlPeriod) ? urlPeriod : isPeriod(storedPeriod) ? storedPeriod : defaultPeriod;
  const urlToday = params.get(TODAY_KEY);
  const today = isDate(urlToday) ? urlToday : fallbackToday;

  const update = useCallback(
    (next: { period?: number; today?: string }) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next.period !== undefined) {
            copy.set(PERIOD_KEY, String(next.period));
            store(PERIOD_KEY, String(next.period));
          }
          if (next.today !== undefined) {
            copy.set(TODAY_KEY, next.today);
            // Stored like the original product does, but not read back: a fresh visit starts at the
            // property's current day so the screen never opens on a stale date.
            store(TODAY_KEY, next.today);
          }
          return copy;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { period, today, update };
}
