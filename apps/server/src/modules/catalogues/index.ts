/**
 * The catalogues area's public surface: what other areas may use of it. Nothing else of the folder is
 * imported from outside it (scripts/check-structure.mjs), and no other area reads its repository.
 */
import { cataloguesRepository } from './catalogues.repository.ts';

/** What pricing and payments read from the catalogues (the repository's reads; its writes stay inside). */
export const catalogueReads = {
  services: cataloguesRepository.services,
  discounts: cataloguesRepository.discounts,
  paymentType: cataloguesRepository.paymentType,
  tariffsWithPrices: cataloguesRepository.tariffsWithPrices,
};
