import { publicScreens } from '@pms/domain';
import { session } from '../api/session.ts';

const PROFILE_PATH = '/api/v2/user/employees/profile/';

/**
 * Settles the first address before the router matches it (issue 31): the router fetches the code of every
 * screen the address matches before drawing any, so someone signed out who opens '/' would download the
 * calendar to be shown the login form. With no token kept and a signed-in screen asked for, the session is
 * asked for first (the httpOnly cookie may still carry one); the server's 401 turns the address into
 * /login, with the screen asked for as `from` (react-router's state, in its history entry's `usr`), as
 * RequireAuth would. `signedOut`: the page came with the prerendered login form, which the server sends
 * only when no session cookie came (domain webPageFor), so the answer is known without asking.
 */
export async function probeSession(signedOut: boolean): Promise<void> {
  const { pathname, search } = window.location;
  if (publicScreens.has(pathname) || session.getToken() !== null) return;
  // The server sends the prerendered login form only when no session cookie came: nothing to ask.
  if (signedOut) return toLogin(pathname, search);
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
  toLogin(pathname, search);
}

function toLogin(pathname: string, search: string): void {
  window.history.replaceState({ usr: { from: `${pathname}${search}` }, key: 'probe', idx: 0 }, '', '/login');
}
