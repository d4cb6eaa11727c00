/**
 * The documents area's public surface: what other areas may use of it. Nothing else of the folder is
 * imported from outside it (scripts/check-structure.mjs), and no other area reads its repository.
 */
export { confirmationDocument, type DocumentTarget, savedBookingOf } from './booking-documents.service.ts';
export { type Issuer, issueAndLink, issueDocument } from './issued-documents.ts';
