import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { calendarPeriods, defaultPeriod } from '../utils/calendarPeriods.ts';
import { localValue } from '../utils/localValue.ts';

const PERIOD_KEY = 'period';
const TODAY_KEY = 'today';

const isPeriod = (n: number) => (calendarPeriods as readonly number[]).includes(n);
const isDate = (s: string | null): s is string => s !== null && /^\d{4}-\d{2}-\d{2}$/.test(s);

/**
 * Period and first day of the calendar, kept in the URL (?period=&today=) so a link reopens the same
 * view, and in localStorage (specification section 9) so a fresh visit keeps the last choice. The URL
 * wins over storage; `fallbackToday` is the property's current date, used when neither names a day.
 */
export function useCalendarParams(fallbackToday: string) {
  const [params, setParams] = useSearchParams();
  const urlPeriod = Number(params.get(PERIOD_KEY));
  const storedPeriod = Number(localValue.read(PERIOD_KEY));
  const period = isPeriod(urlPeriod) ? urlPeriod : isPeriod(storedPeriod) ? storedPeriod : defaultPeriod;
  const urlToday = params.get(TODAY_KEY);
  const storedToday = localValue.read(TODAY_KEY);
  const today = isDate(urlToday) ? urlToday : isDate(storedToday) ? storedToday : fallbackToday;

  const update = useCallback(
    (next: { period?: number; today?: string }) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next.period !== undefined) {
            copy.set(PERIOD_KEY, String(next.period));
            localValue.write(PERIOD_KEY, String(next.period));
          }
          if (next.today !== undefined) {
            copy.set(TODAY_KEY, next.today);
            localValue.write(TODAY_KEY, next.today);
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
