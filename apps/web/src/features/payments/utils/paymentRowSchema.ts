import { paymentCreateSchema } from '@pms/domain';

/**
 * A payment row as a form checks it: the booking editor's and a leisure order's alike (specification 5);
 * the owner (booking or order) is added on save.
 */
export const paymentRowSchema = paymentCreateSchema.omit({ booking: true });
