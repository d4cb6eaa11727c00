/**
 * The holds area's public surface: what other areas may use of it. Nothing else of the folder is
 * imported from outside it (scripts/check-structure.mjs), and no other area reads its repository.
 */
import { holdsRepository } from './holds.repository.ts';

export {
  guardHolds,
  guardHoldsOf,
  type HoldTarget,
  holdConflict,
  holdTarget,
} from './hold-guard.ts';
export { startSweeper } from './sweeper.ts';

// Placed and released by the areas whose rows hold units, inside their own transaction.
export const releaseHoldsOfBlock = holdsRepository.deleteOfBlock;
export const releaseHoldsOfBooking = holdsRepository.deleteOfBooking;
export const releaseHoldsOfBookings = holdsRepository.deleteOfBookings;
export const placeHolds = holdsRepository.insert;
export const placeBookingHolds = holdsRepository.insertOfBooking;
// What the room pickers and the free-room finder read (issue 28, item 9).
export const heldPlaces = holdsRepository.held;
// What holds a place, for a calendar import's conflict (issue 34).
export const holderOf = holdsRepository.findHolder;
export { describeHolder } from './hold-guard.ts';
