/**
 * The clients area's public surface: what other areas may use of it. Nothing else of the folder is
 * imported from outside it (scripts/check-structure.mjs), and no other area reads its repository.
 */
import { clientsRepository } from './clients.repository.ts';

export { type ClientRow, presentClient } from './clients.repository.ts';

// Guests saved and linked by the areas that take them: a booking, a leisure order.
export const findClients = clientsRepository.findMany;
export const linkClients = clientsRepository.link;
export const clientsOfBooking = clientsRepository.ofBooking;
export const saveClient = clientsRepository.save;
export const saveClientStatement = clientsRepository.saveStatement;
