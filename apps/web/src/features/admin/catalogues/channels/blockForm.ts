import { catalogueMessages, fromLocal, messages } from '@pms/domain';
import { z } from 'zod';
import type { CompanyInfoResponse } from '../../../../api/types.ts';

/**
 * The 'Добавить блок' form: the days are picked as dates ('YYYY-MM-DD') and become instants on sending
 * (blockBody); the rest is what add-blocks/ takes, with the domain's own messages.
 */
export const blockFormSchema = z
  .object({
    channel: z.number({ error: messages.required }),
    category: z.number({ error: messages.required }),
    rooms: z.array(z.number()).min(1, catalogueMessages.roomsRequired),
    start: z.string({ error: messages.required }).min(1, messages.required),
    end: z.string({ error: messages.required }).min(1, messages.required),
    is_own: z.boolean(),
  })
  // ISO dates compare as text; the block must hold at least one night.
  .refine((block) => block.end > block.start, { message: catalogueMessages.periodReversed, path: ['end'] });

export type BlockFormValues = z.input<typeof blockFormSchema>;
export type BlockFormOutput = z.output<typeof blockFormSchema>;

/**
 * The body of add-blocks/: the block runs from the property's check-in time on its first day to its
 * check-out time on its last, in the property's zone, as a stay over the same dates would.
 */
export function blockBody(
  values: BlockFormOutput,
  company: Pick<CompanyInfoResponse, 'timezone' | 'check_in_time' | 'check_out_time'>,
) {
  return {
    channel: values.channel,
    category: values.category,
    rooms: values.rooms,
    start: fromLocal(values.start, company.check_in_time, company.timezone),
    end: fromLocal(values.end, company.check_out_time, company.timezone),
    is_own: values.is_own,
  };
}
