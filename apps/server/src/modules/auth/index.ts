/**
 * The auth area's public surface: what other areas may use of it. Nothing else of the folder is
 * imported from outside it (scripts/check-structure.mjs), and no other area reads its repository.
 */
import { authRepository } from './auth.repository.ts';

export { type EmployeeView, presentEmployee } from './auth.presenter.ts';
export type { EmployeeRow } from './auth.repository.ts';
export { actingAs, checkOwnPassword, openSession, PASSWORD_CHANGE_WINDOW_MS } from './auth.service.ts';
export { hashPassword, newToken, tokenHash } from './passwords.ts';

// What an employee's account is made of, for the areas that show or change it.
export const endOtherSessions = authRepository.deleteOtherSessions;
export const invitationsOf = authRepository.invitationsOf;
export const membershipsOf = authRepository.memberships;
