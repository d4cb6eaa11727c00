import { toLocal } from '@pms/domain';
import { useEffect, useState } from 'react';
import { msUntilNextDay } from '../utils/msUntilNextDay.ts';

/** The property's date now, 'YYYY-MM-DD'. */
export const todayIn = (timeZone: string) => toLocal(Math.floor(Date.now() / 1000), timeZone).date;

/**
 * The property's today, 'YYYY-MM-DD', that moves at its midnight: a calendar left open overnight marks the
 * new day and 'Сегодня' goes there without a reload (issue 28, item 10).
 */
export function usePropertyToday(timeZone: string): string {
  const [today, setToday] = useState(() => todayIn(timeZone));
  useEffect(() => {
    setToday(todayIn(timeZone));
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setToday(todayIn(timeZone));
          schedule();
        },
        msUntilNextDay(Date.now(), timeZone),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [timeZone]);
  return today;
}
