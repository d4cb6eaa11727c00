/**
 * The payments area's public surface: what other areas may use of it. Nothing else of the folder is
 * imported from outside it (scripts/check-structure.mjs), and no other area reads its repository.
 */
export { paymentMethodOf, presentPayment, takePayment } from './payments.service.ts';
