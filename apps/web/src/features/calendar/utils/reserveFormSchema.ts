import { fromLocal, messages, reservePeriod, reserveSchema } from '@pms/domain';
import { z } from 'zod';
import type { CompanyInfoResponse } from '../../../api/types.ts';
import { dateTimeSchema } from '../types/dateTime.ts';
import type { ReserveTarget } from '../types/reserveTarget.ts';

/**
 * The new-booking dialog's values to the reserve the server takes (the domain's reserveSchema): the
 * stay's instants in the property's zone, a cleared time being the standard one, and its early and late
 * flags as the domain's reservePeriod rules them. A refusal is said of the end it concerns.
 */
export function reserveFormSchema(company: CompanyInfoResponse, target: ReserveTarget | null) {
  return (
    z
      .object({
        arrival: dateTimeSchema,
        departure: dateTimeSchema,
        early: z.boolean(),
        late: z.boolean(),
        group: z.boolean(),
        notFixed: z.boolean(),
        /** Only a repair takes it ('Комментарий к ремонту'); the reserve leaves it out. */
        comment: z.string().optional(),
      })
      .transform((form, ctx): unknown => {
        const { arrival, departure } = form;
        if (!arrival.date || !departure.date) {
          ctx.addIssue({
            code: 'custom',
            path: [arrival.date ? 'departure' : 'arrival'],
            message: messages.required,
          });
          return z.NEVER;
        }
        const period = reservePeriod({
          checkIn: fromLocal(arrival.date, arrival.time || company.check_in_time, company.timezone),
          checkOut: fromLocal(departure.date, departure.time || company.check_out_time, company.timezone),
          noTime: form.notFixed,
          isEarly: form.early,
          isLate: form.late,
          checkInTime: arrival.time,
          checkOutTime: departure.time,
          standardCheckIn: company.check_in_time,
          standardCheckOut: company.check_out_time,
        });
        if (!period.ok) {
          const end = period.field === 'check_in' ? 'arrival' : 'departure';
          ctx.addIssue({ code: 'custom', path: [end], message: period.message });
          return z.NEVER;
        }
        return {
          check_in: period.checkIn,
          check_out: period.checkOut,
          room: target?.roomId,
          koika: target?.bedId,
          is_time: false,
          is_group: form.group,
          no_time: form.notFixed,
          is_early: period.isEarly,
          is_late: period.isLate,
        };
      })
      // The body built is unchecked until the domain's schema reads it, as the server will.
      .pipe(reserveSchema)
  );
}
