/**
 * The activities area's public surface: what other areas may use of it. Nothing else of the folder is
 * imported from outside it (scripts/check-structure.mjs), and no other area reads its repository.
 */
import { activitiesRepository } from './activities.repository.ts';

/** The price items of many leisure tariffs, in their order (a leisure order's tariffs). */
export const pricesOfTariffs = activitiesRepository.pricesOfTariffs;
