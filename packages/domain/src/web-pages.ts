/**
 * The web app's addresses that need no session: the login page and an invitation link's page. Every other
 * screen needs one, and someone signed out who opens it is sent to the login page, with the address to
 * return to (the browser's session probe, apps/web sessionProbe.ts).
 */
export const publicScreens: ReadonlySet<string> = new Set(['/login', '/invite']);

/**
 * Which built page the server sends for a screen's address (issue 31, goal 2): the login form prerendered
 * as HTML (login.html, painted before any of the app's code has run) for the login page itself, and for a
 * signed-in screen asked for without a session cookie, which the app would turn into the login page
 * anyway; otherwise the bare app (index.html). Without a prerendered form it is always the bare app.
 */
export function webPageFor(
  path: string,
  hasSessionCookie: boolean,
  hasLoginPage: boolean,
): 'login' | 'index' {
  if (!hasLoginPage) return 'index';
  if (path === '/login') return 'login';
  return !hasSessionCookie && !publicScreens.has(path) ? 'login' : 'index';
}
