/**
 * What every journey does around its own steps: one server per file, the worker's one browser, a fresh
 * logged-in page, the calendar's answer for a window, and an empty cell reserved as a draft.
 */
import { type Browser, type BrowserContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, type RunningServer, resortDay, startServer, watchErrors } from './harness.ts';

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console and page errors since the session began (since login, for `logIn`). */
  errors: string[];
}

export interface CalendarItem {
  id: number;
  kind: string;
  status: string;
  check_in: number;
  check_out: number;
  /** Sent only on an hourly stay. */
  is_time?: true;
}
export interface CalendarRoom {
  id: number;
  name: string;
  booking_list: CalendarItem[];
}
export interface CalendarBody {
  categories: { id: number; name: string; room_list: CalendarRoom[] }[];
}

export interface Journeys {
  /** The started server's address, without a trailing slash. */
  readonly url: string;
  /** A Russian-locale page of its own context, its errors collected; signed in when `signedIn` is given. */
  newPage(signedIn?: SignedIn): Promise<Session>;
  /** Fills and sends the login form, reached at `from` (the app redirects there when logged out). */
  submitLogin(page: Page, options?: { from?: string; email?: string; password?: string }): Promise<void>;
  /**
   * A new page logged in, on the calendar, with every error counted: as the demo admin, or as a demo
   * employee of `email` (they all have DEMO_STAFF_PASSWORD). It signs in through the login API, not the
   * form (foundation, security and invitations drive the form): the browser starts with what a login
   * leaves behind, the cookies and the token and company in localStorage, so the journey does not repeat
   * the form's steps and no logged-out probe answers 401 before it begins.
   */
  logIn(email?: string): Promise<Session>;
  /**
   * As `logIn`, but the page has not opened the app yet: for a journey whose first step is to open it
   * somewhere else (a week of the calendar, a list). The app then loads once instead of twice: a load
   * of the calendar in a new page costs about 1.7 s of CPU here, and a journey's time is CPU. Its
   * `page.request` already carries the session, to ask the API where to go first.
   */
  signedIn(email?: string): Promise<Session>;
  /** GETs an API path and expects 200. */
  get<T>(page: Page, apiPath: string): Promise<T>;
  /** The calendar's answer for `days` days from the property's midnight of `from`. */
  calendar(page: Page, from: string, days?: number): Promise<CalendarBody>;
  /** Opens the calendar on a week from `from` and waits for the grid. */
  openWindow(page: Page, from: string): Promise<void>;
}

/** The password of the demo staff (one employee per role; seed-catalogue.ts). */
export const DEMO_STAFF_PASSWORD = 'demo12345';
/** The development administrator that a first start creates (the README's login). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin12345' };

/** What a browser keeps after signing in (Playwright's storage state). */
type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs in through POST /api/v2/auth/login/ and returns what the login form would leave in the browser:
 * the cookies the server set (the session and the known device) and, in localStorage, the token and the
 * company that the web app's startSession keeps (apps/web/src/api/session.ts).
 */
async function signIn(url: string, email: string, password: string): Promise<SignedIn> {
  const api = await request.newContext({ baseURL: url });
  try {
    const res = await api.post('/api/v2/auth/login/', { data: { email, password } });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { token: string; company_id: number | null };
    const { cookies } = await api.storageState();
    const localStorage = [{ name: 'pms.token', value: body.token }];
    if (body.company_id !== null)
      localStorage.push({ name: 'pms.companyId', value: String(body.company_id) });
    return { cookies, origins: [{ origin: url, localStorage }] };
  } finally {
    await api.dispose();
  }
}

/**
 * One Chromium for every file of the worker: the e2e project runs its files one after another in one
 * worker without isolation (vitest.config.ts), so this module, and the browser, outlive a file. Each
 * journey's pages still get contexts of their own (cookies, storage, cache), which the file closes.
 * Launching it took about 0.6 s of wall time and 1 s of CPU per file. Playwright closes it when the worker
 * exits (and Chromium ends when its pipe to the worker closes).
 */
let workerBrowser: Promise<Browser> | undefined;
async function sharedBrowser(): Promise<Browser> {
  const running = workerBrowser && (await workerBrowser.catch(() => undefined));
  if (running?.isConnected()) return running;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/** Starts the server for this test file and stops it after it; the worker's browser serves its pages. */
export function useJourneys(env: Record<string, string> = {}): Journeys {
  let server: RunningServer;
  let browser: Browser;
  /** This file's contexts, closed after it so that nothing of one file reaches the next. */
  const contexts = new Set<BrowserContext>();
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), sharedBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([...contexts].map((c) => c.close()));
    await server?.stop();
  });

  const journeys: Journeys = {
    get url() {
      return server.url;
    },
    async newPage(signedIn) {
      const context = await browser.newContext({
        locale: 'ru-RU',
        viewport: { width: 1440, height: 900 },
        storageState: signedIn,
        // The app honours the system's 'reduce motion' (theme.ts): dialogs open without their 200 ms
        // transitions, which Playwright's clicks waited out and Chromium drew frame by frame (about a tenth
        // of the journeys' time, measured on three files).
        reducedMotion: 'reduce',
      });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      const page = await context.newPage();
      return { context, page, errors: watchErrors(page) };
    },
    async submitLogin(
      page,
      { from = '/login', email = DEMO_ADMIN.email, password = DEMO_ADMIN.password } = {},
    ) {
      await page.goto(`${server.url}${from}`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Пароль').fill(password);
      await page.getByRole('button', { name: 'Войти' }).click();
    },
    async signedIn(email) {
      return journeys.newPage(
        await signIn(
          server.url,
          email ?? DEMO_ADMIN.email,
          email ? DEMO_STAFF_PASSWORD : DEMO_ADMIN.password,
        ),
      );
    },
    async logIn(email) {
      const session = await journeys.signedIn(email);
      await session.page.goto(`${server.url}/`);
      await session.page.getByRole('navigation').getByRole('link', { name: 'Календарь' }).waitFor();
      return session;
    },
    async get<T>(page: Page, apiPath: string) {
      const res = await page.request.get(`${server.url}${apiPath}`);
      expect(res.status()).toBe(200);
      return (await res.json()) as T;
    },
    calendar(page, from, days = 7) {
      const start = Math.floor(new Date(`${from}T00:00:00+05:00`).getTime() / 1000);
      return journeys.get<CalendarBody>(
        page,
        `/api/v2/main/calendar/?start=${start}&end=${start + days * 86_400}`,
      );
    },
    async openWindow(page, from) {
      await page.goto(`${server.url}/?today=${from}&period=7`);
      await page.getByTestId('room-101').waitFor();
    },
  };
  return journeys;
}

/** A day `offsetDays` from now, as YYYY-MM-DD in the property's zone (Asia/Almaty). */
export const emptyDay = (offsetDays: number): string => resortDay(offsetDays);

/** 'YYYY-MM-DD' as the date inputs show it. */
export const ruDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** Scrolls the calendar's virtualised grid down until an element is rendered. */
export async function scrollUntilShown(page: Page, testId: string) {
  const grid = page.getByTestId('calendar-grid');
  await expect
    .poll(
      async () => {
        if ((await page.getByTestId(testId).count()) > 0) return true;
        await grid.evaluate((el) => el.scrollBy(0, el.clientHeight / 2));
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** Tenge as the screen shows it (the web app's formatMoney). */
export function tenge(amount: string | number): string {
  const value = Number(amount);
  return new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'KZT',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

export function roomByName(body: CalendarBody, name: string): CalendarRoom {
  const room = body.categories.flatMap((c) => c.room_list).find((r) => r.name === name);
  if (!room) throw new Error(`room ${name} is missing`);
  return room;
}

/** Presses and releases the mouse on one empty day cell of a room, which opens the new-booking dialog. */
export async function clickCell(page: Page, roomId: number, date: string): Promise<void> {
  await page.locator(`[data-cell="r${roomId}-${date}"]`).click();
}

/** The id of the draft whose editor the dialog shows. */
export async function draftIdFromDialog(page: Page): Promise<number> {
  const title = page.getByRole('dialog').getByText(/Бронь №\d+ — черновик/);
  await title.waitFor();
  // The title shows the company's booking number; the API speaks ids, and the two part as soon as a
  // refused create has used up an id (issue 29, item 15). The editor carries the id.
  return Number(await page.getByTestId('booking-editor').getAttribute('data-booking-id'));
}

/** Reserves the night of `date` in an empty cell of the open calendar; the editor opens on the draft. */
export async function reserveCell(page: Page, roomId: number, date: string): Promise<number> {
  await clickCell(page, roomId, date);
  await page.getByRole('dialog').getByRole('button', { name: 'Резерв', exact: true }).click();
  return draftIdFromDialog(page);
}
