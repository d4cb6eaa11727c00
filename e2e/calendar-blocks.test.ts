/**
 * Channel blocks and beds on the availability calendar (issue 28, items 4, 6 and 8), against a really
 * started server with demo data: a block kept after a discarded draft, a foreign block drawn as foreign
 * without 'резерв', and the beds of a room booked whole drawn as taken.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import {
  type CalendarItem,
  draftIdFromDialog,
  emptyDay,
  roomByName,
  scrollUntilShown,
  useJourneys,
} from './journeys.ts';

const app = useJourneys();

/** The property's date of an instant. */
const almatyDate = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Almaty' });

type BedRoom = {
  id: number;
  name: string;
  booking_list: CalendarItem[];
  koika_list: { id: number; name: string; booking_list: (CalendarItem & { whole_room?: true })[] }[];
};

describe('channel blocks and beds on the calendar', () => {
  it('a block kept after a discarded draft', async () => {
    const { context, page, errors } = await app.signedIn();
    const today = almatyDate(Date.now() / 1000);
    const blockOf = async () =>
      roomByName(await app.calendar(page, today, 15), '402').booking_list.find((b) => b.kind === 'block');
    const own = await blockOf();
    if (!own) throw new Error('the demo block of 402 is missing');
    await page.goto(`${app.url}/?today=${today}&period=15`);
    await page.getByTestId('room-101').waitFor();

    await scrollUntilShown(page, `bar-block-${own.id}`);
    await page.getByTestId(`bar-block-${own.id}`).click();
    const dialog = page.getByRole('dialog', { name: 'Блок — номер 402' });
    await dialog.getByText('Свой блок канала «Сайт отеля»').waitFor();
    await dialog.getByRole('button', { name: 'резерв' }).click();
    const draft = await draftIdFromDialog(page);
    // While the draft is open the block still holds the room, on the grid and in the answer.
    await page.getByTestId(`bar-booking-${draft}`).waitFor({ state: 'attached' });
    expect(await page.getByTestId(`bar-block-${own.id}`).count()).toBe(1);

    // Esc closes the untouched draft, which deletes it: the block stays.
    await page.keyboard.press('Escape');
    await page.getByTestId(`bar-booking-${draft}`).waitFor({ state: 'detached' });
    await expect.poll(async () => (await blockOf())?.id).toBe(own.id);
    await page.reload();
    await scrollUntilShown(page, `bar-block-${own.id}`);
    expect(await page.getByTestId(`bar-block-${own.id}`).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws a foreign block as foreign and offers no reserve on it', async () => {
    const { context, page, errors } = await app.signedIn();
    const today = almatyDate(Date.now() / 1000);
    const foreign = roomByName(await app.calendar(page, today, 15), '207').booking_list.find(
      (b) => b.kind === 'block',
    );
    if (!foreign) throw new Error('the demo block of 207 is missing');
    await page.goto(`${app.url}/?today=${today}&period=15`);
    await page.getByTestId('room-101').waitFor();
    await scrollUntilShown(page, `bar-block-${foreign.id}`);
    const bar = page.getByTestId(`bar-block-${foreign.id}`);
    expect(await bar.getAttribute('data-foreign')).toBe('true');
    expect(await bar.textContent()).toMatch(/^Чужой блок · /);
    expect(await bar.getAttribute('title')).toMatch(
      /^Чужой блок канала «.+»: номер продаёт канал, резерв недоступен$/,
    );
    await bar.click();
    const dialog = page.getByRole('dialog', { name: 'Блок — номер 207' });
    await dialog.getByText(/^Чужой блок канала/).waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'calendar-foreign-block.png') });
    expect(await dialog.getByRole('button', { name: 'резерв' }).count()).toBe(0);
    // Its dates and its removal stay the clerk's: only the reserve is not theirs.
    expect(await dialog.getByRole('button', { name: 'Сохранить' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the beds of a room booked whole as taken, not as free cells', async () => {
    const { context, page, errors } = await app.signedIn();
    const today = almatyDate(Date.now() / 1000);
    const body = await app.calendar(page, today, 15);
    const rooms = body.categories.flatMap((c) => c.room_list) as unknown as BedRoom[];
    const room = rooms.find(
      (r) => r.koika_list.length > 0 && r.booking_list.some((b) => b.kind === 'booking'),
    );
    if (!room) throw new Error('the demo has no room with beds booked whole');
    const whole = room.booking_list.find((b) => b.kind === 'booking')!;
    // The answer carries it in every bed's row, marked as the whole room's.
    for (const bed of room.koika_list)
      expect(bed.booking_list.find((b) => b.id === whole.id)).toMatchObject({ whole_room: true });

    await page.goto(`${app.url}/?today=${today}&period=15`);
    await page.getByTestId('room-101').waitFor();
    await scrollUntilShown(page, `room-${room.name}`);
    await page.getByTestId(`room-${room.name}`).getByRole('button', { name: 'Показать койки' }).click();
    const marks = page.getByTestId(`whole-room-booking-${whole.id}`);
    await expect.poll(() => marks.count()).toBe(room.koika_list.length);
    expect(await marks.first().textContent()).toBe('Номер занят');
    expect(await marks.first().getAttribute('title')).toMatch(
      new RegExp(`^Номер забронирован целиком · бронь №${whole.id} · `),
    );
    await marks.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotsDir, 'calendar-beds-whole-room.png') });

    // Enter on a bed cell under the mark opens no reserve dialog that the server would refuse with 409:
    // the bed is taken, for the keyboard as for the mouse.
    const bed = room.koika_list[0]!;
    let night = almatyDate(whole.check_in);
    while ((await page.locator(`[data-cell="b${bed.id}-${night}"]`).count()) === 0) night = nextDay(night);
    // The cell's id is the one the grid names when the cursor is on it (only that cell carries one).
    const column = await page.locator(`[data-cell="b${bed.id}-${night}"]`).getAttribute('aria-colindex');
    const target = `calendar-cell-b${bed.id}-${Number(column) - 2}`;
    const grid = page.getByTestId('calendar-grid');
    const active = () => grid.getAttribute('aria-activedescendant');
    await grid.focus();
    await expect.poll(active).not.toBeNull();
    for (let i = 0; i < 40 && !(await active())?.startsWith(`calendar-cell-b${bed.id}-`); i++)
      await page.keyboard.press('ArrowDown');
    const dayOf = (id: string | null) => Number(id?.split('-').at(-1));
    for (let i = 0; i < 20 && (await active()) !== target; i++)
      await page.keyboard.press(dayOf(await active()) < dayOf(target) ? 'ArrowRight' : 'ArrowLeft');
    expect(await active()).toBe(target);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.keyboard.press('Enter');
    await page
      .getByText(`${bed.name}: место занято. Номер забронирован целиком, бронь №${whole.id}.`)
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(posts).toEqual([]);
    await page.screenshot({ path: path.join(screenshotsDir, 'calendar-bed-held-whole-refused.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a mouse range across a bed held by its whole room, as it does Enter', async () => {
    const { context, page, errors } = await app.signedIn();
    const from = emptyDay(220);
    const rooms = (await app.calendar(page, from, 7)).categories.flatMap(
      (c) => c.room_list,
    ) as unknown as BedRoom[];
    const room = rooms.find((r) => r.koika_list.length > 0);
    if (!room) throw new Error('the demo has no room with beds');
    const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:00`).getTime() / 1000;
    // The whole room, no bed: nights 221 and 222.
    const made = await page.request.post(`${app.url}/api/booking/`, {
      data: { room: room.id, check_in: at(emptyDay(221), '14:00'), check_out: at(emptyDay(223), '12:00') },
    });
    expect(made.status(), await made.text()).toBe(201);
    const whole = (await made.json()).id as number;
    await app.openWindow(page, from);
    await scrollUntilShown(page, `room-${room.name}`);
    await page.getByTestId(`room-${room.name}`).getByRole('button', { name: 'Показать койки' }).click();
    await page.getByTestId(`whole-room-booking-${whole}`).first().waitFor();
    const bed = room.koika_list[0]!;
    const centre = async (date: string) => {
      const box = await page.locator(`[data-cell="b${bed.id}-${date}"]`).boundingBox();
      if (!box) throw new Error(`no cell of ${date}`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    // From the free night before it to the free night after it, across the mark.
    const [before, after] = [await centre(from), await centre(emptyDay(224))];
    await page.mouse.move(before.x, before.y);
    await page.mouse.down();
    await page.mouse.move(after.x, after.y, { steps: 8 });
    await page.mouse.up();
    await page.getByText(`${bed.name}: место занято. Номер забронирован целиком, бронь №${whole}.`).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The free night after it is the bed's to reserve.
    await page.mouse.click(after.x, after.y);
    await page.getByRole('dialog').getByRole('button', { name: 'Резерв', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The calendar date after a 'YYYY-MM-DD' one. */
function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
