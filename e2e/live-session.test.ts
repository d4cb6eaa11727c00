import { describe, expect, it } from 'vitest';
import { emptyDay, useJourneys } from './journeys.ts';

/**
 * Issue 25, defect 7 in the browser: the calendar's live socket ends with the session. A logout in
 * another tab of the same browser closes the socket of the calendar's tab, which then shows the login
 * instead of reconnecting for ever.
 */
const app = useJourneys();

describe('the live calendar after a logout in another tab', () => {
  it('stops and shows the login', async () => {
    const { context, page, errors } = await app.signedIn();
    // In order: the sockets opened and closed, and the page reaching the login.
    const events: string[] = [];
    page.on('websocket', (ws) => {
      events.push('socket opened');
      ws.on('close', () => events.push('socket closed'));
    });
    page.on('framenavigated', (frame) => {
      const login = frame === page.mainFrame() && new URL(frame.url()).pathname === '/login';
      // The router may land on it twice (the 401 handler and the guard); once is the event.
      if (login && !events.includes('login')) events.push('login');
    });
    await app.openWindow(page, emptyDay(40));
    await page.getByTestId('live-on').waitFor();
    events.length = 0;

    const other = await context.newPage();
    await other.goto(`${app.url}/profile`);
    const status = await other.evaluate(async () => {
      const res = await fetch('/api/v2/auth/logout/', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      return res.status;
    });
    expect(status).toBeLessThan(300);

    await page.waitForURL(/\/login/);
    await page.getByLabel('Пароль').waitFor();
    // The server closed the socket, which led to the login; leaving the calendar did not close it
    // afterwards (a later periodic refetch would have found the 401 too), and it did not come back.
    expect(events).toEqual(['socket closed', 'login']);
    // The profile's refetch answers the expected 401 that leads to the login; nothing else failed.
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});
