/**
 * The rooms area's public surface: what other areas may use of it. Nothing else of the folder is
 * imported from outside it (scripts/check-structure.mjs), and no other area reads its repository.
 */
import { roomsRepository } from './rooms.repository.ts';

// A room or a category of the company, for the areas that book them.
export const findCategory = roomsRepository.findCategory;
export const findRoom = roomsRepository.findRoom;
