/**
 * Where signing in lands, by the role in the company chosen: a housekeeper walks the floor with her list
 * of rooms ('Уборка', issue 33); everyone else starts at the calendar. Only the landing: a housekeeper
 * still opens the calendar from the navigation. A type-only import keeps this out of the roles' matrix,
 * so the login page's code stays small (issue 31).
 */
import type { Role } from './roles.ts';

export const HOUSEKEEPING_PATH = '/housekeeping';

export function homePath(role: Role | undefined): string {
  return role === 'housekeeper' ? HOUSEKEEPING_PATH : '/';
}
