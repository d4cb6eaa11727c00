import { z } from 'zod';
import { messages } from './messages.ts';
import { idSchema } from './primitives.ts';

/**
 * The rate plan a stay is sold by and the reason to sell past its restrictions (issue 32), shared by the
 * editor's save and price, the group's, the calendar's reserve and the move.
 */
export const saleFields = {
  /** The company's rate plan; omitted (or null) keeps the booking's plan, and a new one takes the base. */
  rate_plan: idSchema.nullish(),
  /**
   * Why the stay is sold past the plan's restrictions; needs 'bookings.restriction_override', and the
   * journal keeps it. Empty: a broken restriction refuses the change.
   */
  restriction_reason: z.string().trim().max(500, messages.tooLong).optional(),
};
