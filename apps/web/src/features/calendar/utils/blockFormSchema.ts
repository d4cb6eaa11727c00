import { blockPeriodSchema, fromLocal, messages, toLocal } from '@pms/domain';
import { z } from 'zod';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { dateTimeSchema } from '../types/dateTime.ts';

/**
 * A channel block dialog's two ends to the new period the server takes (the domain's
 * blockPeriodSchema); a cleared time keeps the block's own wall-clock time.
 */
export function blockFormSchema(block: CalendarItem | null, timeZone: string) {
  const ownTime = (seconds: number | undefined) => (seconds ? toLocal(seconds, timeZone).time : '');
  return (
    z
      .object({ from: dateTimeSchema, to: dateTimeSchema })
      .transform(({ from, to }, ctx): unknown => {
        if (!from.date || !to.date) {
          ctx.addIssue({ code: 'custom', path: [from.date ? 'to' : 'from'], message: messages.required });
          return z.NEVER;
        }
        return {
          start: fromLocal(from.date, from.time || ownTime(block?.check_in), timeZone),
          end: fromLocal(to.date, to.time || ownTime(block?.check_out), timeZone),
        };
      })
      // The body built is unchecked until the domain's schema reads it, as the server will.
      .pipe(blockPeriodSchema)
  );
}
