import { session } from '../api/session.ts';

const PROFILE_PATH = '/api/v2/user/employees/profile/';
const publicPaths = new Set(['/login', '/invite']);

/**
 * Settles the first address before the router matches it (issue 31): the router fetches the code of every
 * screen the address matches before drawing any, so someone signed out who opens '/' would download the
 * calendar to be shown the login form. With no token kept and a signed-in screen asked for, the session is
 * asked for first (the httpOnly cookie may still carry one); the server's 401 turns the address into
 * /login, with the screen asked for as `from` (react-router's state, in its history entry's `usr`), as
 * RequireAuth would.
 */
export async function probeSession(): Promise<void> {
  const { pathname, search } = window.location;
  if (publicPaths.has(pathname) || session.getToken() !== null) return;
  try {
    const response = await fetch(PROFILE_PATH, {
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
    if (response.status !== 401) return;
  } catch {
    // Unreachable now: RequireAuth asks again and shows the error with a retry.
    return;
  }
  window.history.replaceState({ usr: { from: `${pathname}${search}` }, key: 'probe', idx: 0 }, '', '/login');
}
