import { reserveSchema } from '@pms/domain';
import { z } from 'zod';

/**
 * The hourly dialog's values to the hourly reserve the server takes (the domain's reserveSchema): the
 * window shown (its first hour, unix seconds), whether a pick spans twelve hours, and the hours picked
 * (0 while none is).
 */
export function hourlyFormSchema(roomId: number | undefined) {
  return (
    z
      .object({ start: z.number(), twelve: z.boolean(), check_in: z.number(), check_out: z.number() })
      .transform(({ check_in, check_out }): unknown => ({ check_in, check_out, room: roomId, is_time: true }))
      // The body built is unchecked until the domain's schema reads it, as the server will.
      .pipe(reserveSchema)
  );
}
