import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { calendarPeriods, defaultPeriod } from '../utils/calendarPeriods.ts';
import { localValue } from '../utils/localValue.ts';
import { openingStart } from '../utils/openingStart.ts';

const PERIOD_KEY = 'period';
const TODAY_KEY = 'today';
/** The property's date on which the remembered first day was chosen. */
const TODAY_ON_KEY = 'today_saved_on';

const isPeriod = (n: number) => (calendarPeriods as readonly number[]).includes(n);

/**
 * The period and first day the calendar opens with for the address's `params` on the property's
 * `propertyToday` (the URL wins over storage, see useCalendarParams); the calendar's prefetch reads them too.
 */
export function readCalendarParams(params: URLSearchParams, propertyToday: string) {
  const urlPeriod = Number(params.get(PERIOD_KEY));
  const storedPeriod = Number(localValue.read(PERIOD_KEY));
  const period = isPeriod(urlPeriod) ? urlPeriod : isPeriod(storedPeriod) ? storedPeriod : defaultPeriod;
  const today = openingStart({
    url: params.get(TODAY_KEY),
    stored: localValue.read(TODAY_KEY),
    storedOn: localValue.read(TODAY_ON_KEY),
    today: propertyToday,
  });
  return { period, today };
}

/**
 * Period and first day of the calendar, kept in the URL (?period=&today=) so a link reopens the same
 * view, and in localStorage (specification section 9) so a fresh visit keeps the last period. The URL
 * wins over storage; a remembered first day is kept only on the day it was chosen (`propertyToday` is
 * the property's current date), otherwise the calendar opens at the property's today (openingStart).
 */
export function useCalendarParams(propertyToday: string) {
  const [params, setParams] = useSearchParams();
  const { period, today } = readCalendarParams(params, propertyToday);

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
            localValue.write(TODAY_ON_KEY, propertyToday);
          }
          return copy;
        },
        { replace: true },
      );
    },
    [setParams, propertyToday],
  );
  return { period, today, update };
}
