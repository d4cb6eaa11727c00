/**
 * Security journeys in Chromium against a really started server: a hostile page on another port of the
 * same host cannot act with the logged-in receptionist's cookie (CSRF), the live socket runs on the
 * cookie alone, and the pages a receptionist uses break no rule of the Content Security Policy.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import { type CalendarBody, emptyDay, reserveCell, roomByName, useJourneys } from './journeys.ts';

const app = useJourneys({ LOGIN_RATE_LIMIT: '100' });

/** A page of another origin on the same host: same-site, so the browser sends the SameSite=Lax cookie. */
let hostile: Server;
let hostileUrl: string;
let hostilePage = '';
beforeAll(async () => {
  hostile = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(hostilePage));
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => hostile.close(() => resolve())));

/**
 * Two forms that submit themselves into frames, a no-cors fetch, a body-less form aimed at logout, and a
 * socket to the live calendar (cross-site WebSocket hijacking).
 */
function attack(target: string, reservation: Record<string, number>, companyId: string): string {
  const fields = Object.entries(reservation)
    .map(([name, value]) => `<input name="${name}" value="${value}">`)
    .join('');
  // text/plain sends `name=value`: this name and value add up to the reservation as JSON.
  const asJson = JSON.stringify({ ...reservation, pad: '' }).slice(0, -2);
  return `<!doctype html><body>
    <iframe name="f1"></iframe><iframe name="f2"></iframe><iframe name="f3"></iframe>
    <form method="POST" action="${target}/api/booking/" enctype="text/plain" target="f1">
      <input name='${asJson}' value='"}'></form>
    <form method="POST" action="${target}/api/booking/" target="f2">${fields}</form>
    <form method="POST" action="${target}/api/v2/auth/logout/" enctype="text/plain" target="f3"></form>
    <script>
      for (const form of document.forms) form.submit();
      new WebSocket('${target.replace('http', 'ws')}/ws/v2/calendar/${companyId}/');
      fetch('${target}/api/booking/', {
        method: 'POST', mode: 'no-cors', credentials: 'include',
        headers: { 'Content-Type': 'text/plain' }, body: ${JSON.stringify(JSON.stringify(reservation))},
      });
    </script></body>`;
}

/** Content Security Policy complaints of a page: console errors and violation reports. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

describe('security journeys', () => {
  it('refuses a hostile same-site page that posts with the receptionist cookie: 403, nothing booked', async () => {
    const { page } = await app.logIn();
    const day = emptyDay(40);
    const room = roomByName(await app.calendar(page, day), '101');
    const nightOf = (date: string) => Math.floor(new Date(`${date}T14:00:00+05:00`).getTime() / 1000);
    const reservation = { check_in: nightOf(day), check_out: nightOf(day) + 22 * 3600, room: room.id };
    const roomBookings = async () =>
      roomByName(await app.calendar(page, day, 1), '101').booking_list.filter(
        (b) => b.check_in === reservation.check_in,
      ).length;
    expect(await roomBookings()).toBe(0);

    // The server's answers as the network saw them. The framed forms' answers come from Playwright,
    // which follows a frame into its own process (the answer asks for an origin-keyed agent cluster, so
    // Chromium may move the frame mid-navigation, out of the page's DevTools session). The no-cors
    // fetch's answer is hidden from the page and from Playwright once Cross-Origin-Resource-Policy
    // blocks it, but not from the page's DevTools protocol.
    const evil = await page.context().newPage();
    const cdp = await page.context().newCDPSession(evil);
    await cdp.send('Network.enable');
    const fetches = new Map<string, string>();
    const statuses = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type !== 'Document') fetches.set(e.requestId, e.request.url);
    });
    cdp.on('Network.responseReceivedExtraInfo', (e) => statuses.set(e.requestId, e.statusCode));
    cdp.on('Network.responseReceived', (e) => {
      if (!statuses.has(e.requestId)) statuses.set(e.requestId, e.response.status);
    });
    const framed: { url: string; status: number }[] = [];
    evil.on('response', (r) => {
      if (r.url().startsWith(app.url) && r.request().resourceType() === 'document')
        framed.push({ url: new URL(r.url()).pathname, status: r.status() });
    });
    const answers = () =>
      [
        ...framed,
        ...[...fetches]
          .filter(([id, url]) => url.startsWith(app.url) && statuses.has(id))
          .map(([id, url]) => ({ url: new URL(url).pathname, status: statuses.get(id) })),
      ].sort((a, b) => a.url.localeCompare(b.url));
    const evilConsole: string[] = [];
    evil.on('console', (m) => evilConsole.push(m.text()));
    const companyId = await page.evaluate<string | null>("localStorage.getItem('pms.companyId')");
    expect(companyId).toMatch(/^\d+$/);
    hostilePage = attack(app.url, reservation, companyId!);
    await evil.goto(hostileUrl);
    // The four answers come later on a busy machine than poll's 1 s default.
    await expect.poll(() => answers().length, { timeout: 15_000 }).toBe(4);
    expect(answers()).toEqual([
      { url: '/api/booking/', status: 403 },
      { url: '/api/booking/', status: 403 },
      { url: '/api/booking/', status: 403 },
      { url: '/api/v2/auth/logout/', status: 403 },
    ]);
    // The socket is refused before the upgrade (Chromium sends no Sec-Fetch-Site there: Origin decides).
    await expect
      .poll(() => evilConsole.some((m) => m.includes('/ws/v2/calendar/') && m.includes('403')), {
        timeout: 15_000,
      })
      .toBe(true);
    await evil.close();

    // Nothing was booked, and the receptionist is still logged in.
    expect(await roomBookings()).toBe(0);
    expect((await page.request.get(`${app.url}/api/v2/user/employees/profile/`)).status()).toBe(200);
    // The same reservation from the app's own page, on the cookie alone, is accepted: the refusal above
    // was for where it came from, not for what it asked.
    const own = await page.evaluate(async (body) => {
      const res = await fetch('/api/booking/', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    }, reservation);
    expect(own).toBe(201);
    expect(await roomBookings()).toBe(1);
    await page.context().close();
  });

  it('runs login, the live calendar (on the cookie, no token in the URL) and the editor without a CSP complaint', async () => {
    const { page, errors } = await app.newPage();
    const csp = watchCsp(page);
    const sockets: string[] = [];
    const frames: string[] = [];
    page.on('websocket', (ws) => {
      sockets.push(ws.url());
      ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
    });
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Пароль').waitFor();
    await app.submitLogin(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Календарь' }).waitFor();
    const day = emptyDay(45);
    await app.openWindow(page, day);
    await page.getByTestId('live-on').waitFor();
    expect(sockets.length).toBeGreaterThan(0);
    for (const url of sockets) expect(url).not.toContain('token=');

    const body = await app.calendar(page, day);
    const draftId = await reserveCell(page, roomByName(body as CalendarBody, '101').id, day);
    // The reservation arrives over the cookie-authenticated socket.
    await expect.poll(() => frames.some((f) => f.includes(`"id":${draftId},`))).toBe(true);
    await page.screenshot({ path: path.join(screenshotsDir, 'security-editor.png') });
    expect(csp).toEqual([]);
    // Before login the app probes for a session and gets the expected 401; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    await page.context().close();
  });

  it('serves the API documentation under its policy without a CSP complaint', async () => {
    const { page } = await app.newPage();
    const csp = watchCsp(page);
    await page.goto(`${app.url}/api/docs/`);
    await page.getByText('PMS API').first().waitFor();
    expect(csp).toEqual([]);
    await page.context().close();
  });
});
