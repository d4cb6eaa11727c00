/**
 * Whether an open calendar socket may stay open (issue 25): the server asks again whenever a session,
 * an employee, a membership or a company changed, and closes the sockets whose answer changed with a
 * code the web acts on. WebSocket close codes 4000–4999 are the application's own.
 */
import { can, type Role } from './roles.ts';

export const liveSocketCloses = {
  /** The session is over (logout, a password changed elsewhere, the account gone): sign in again. */
  signedOut: { code: 4401, reason: 'session ended' },
  /** No longer in this company, or in a role that may not see the calendar: 'Недостаточно прав'. */
  forbidden: { code: 4403, reason: 'forbidden' },
  /** Still allowed, in another role: reconnect, so the socket carries what the new role may see. */
  roleChanged: { code: 4000, reason: 'role changed' },
} as const;
export type LiveSocketClose = keyof typeof liveSocketCloses;

/**
 * Why a socket opened in `openedAs` must close now, or null while it may stay open. `now` is the
 * employee's role in the socket's company as the database says (undefined: not a member any more), or
 * null when the session is no longer live.
 */
export function liveSocketClose(openedAs: Role, now: Role | undefined | null): LiveSocketClose | null {
  if (now === null) return 'signedOut';
  if (now === undefined || !can(now, 'calendar.view')) return 'forbidden';
  return now === openedAs ? null : 'roleChanged';
}
