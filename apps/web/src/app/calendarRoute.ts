import { queryKeys } from '../api/queryKeys.ts';
import { session } from '../api/session.ts';
import { queryClient } from './queryClient.ts';

/** The signed-in layout's and the calendar's code: the router's lazy screens, and the login's preload. */
export const loadAppLayout = () => import('./layout/AppLayout.tsx');
export const loadCalendarPage = () => import('../features/calendar/components/CalendarPage.tsx');
const loadPrefetch = () => import('../features/calendar/utils/prefetchCalendar.ts');

/** What a person does to the login form first: typing, a paste or autofill, a click or a tap. */
const firstTouches = ['keydown', 'input', 'pointerdown'] as const;

/**
 * Fetches the code the calendar opens with (the layout, the screen, its prefetch) once the login form is
 * drawn and the browser idle, while the e-mail and password are typed: signing in then waits for the
 * server, not for the calendar's code (issue 31). A form filled and sent at once (a password manager, a
 * quick typist) leaves no idle moment, so the first touch of the form starts it too: the code then runs
 * while the server checks the password.
 */
export function preloadCalendarWhenIdle(): void {
  let started = false;
  const preload = () => {
    if (started) return;
    started = true;
    for (const type of firstTouches) document.removeEventListener(type, preload, true);
    void Promise.all([loadAppLayout(), loadCalendarPage(), loadPrefetch()]).catch(() => {
      // A failed preload costs nothing: the route fetches its code again when it opens.
    });
  };
  for (const type of firstTouches) document.addEventListener(type, preload, true);
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(preload, { timeout: 1_000 });
  else window.setTimeout(preload, 200);
}

/**
 * The calendar route's loader: starts the calendar's data (prefetchCalendar) as the route opens, beside
 * its code rather than after it. Only for a session already verified (signing in primes the profile), so
 * an expired token is still met by RequireAuth, not here; and only with a company to ask about (someone
 * who works nowhere yet is sent to the profile). The route does not wait for it.
 */
export function calendarLoader({ request }: { request: Request }): null {
  if (queryClient.getQueryData(queryKeys.profile) === undefined || session.getCompanyId() === null)
    return null;
  const params = new URL(request.url).searchParams;
  void loadPrefetch()
    .then(({ prefetchCalendar }) => prefetchCalendar(queryClient, params))
    .catch(() => {
      // The screen asks again, and shows its own error if the server still refuses.
    });
  return null;
}
