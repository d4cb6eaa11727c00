/**
 * Bookings sold by a rate plan (issue 32), through the API on both databases: one stay priced by the
 * plan through every path gets one figure (the calendar's reserve, the quote, the quote by every plan,
 * the editor's save, the move, the group's save, the hourly stay, the confirmation and the revenue
 * report); a saved stay keeps its price when its parent plan's price changes, a new quote does not;
 * the plan's restrictions refuse in every path unless a manager overrides them with a reason, which is
 * journaled; and a plan's included meals are a meal line for every guest on every day.
 */
import { nightsText, ratePlanMessages } from '@pms/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  buildEmployee,
  buildFoodTariff,
  decemberInAlmaty as day,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import {
  client,
  login,
  reserveInGroup,
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let frontdesk: TestClient;
let companyId: number;
let lux: number;
let rooms: number[];
let standard: number;
let nonRefundable: number;

const every = (price: number) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, price]));
/** New Year: 30.12 14:00 → 02.01 12:00, three nights. */
const newYear = { check_in: day(30), check_out: day(33, 12) };
const newYearLocal = { check_in: '2026-12-30 14:00', check_out: '2027-01-02 12:00' };
const guest = { first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' };
/** 'Стандарт' prices the three nights at 45 000; 'Невозвратный' is 10 % below: 40 500 each. */
const STANDARD_TOTAL = '135000.00';
const NON_REFUNDABLE_TOTAL = '121500.00';

const reserve = (as: TestClient, room: number, over: Record<string, unknown> = {}) =>
  as.post('/api/booking/', { room, ...newYear, ...over });
const detail = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json();
const editorBody = (room: number, over: Record<string, unknown> = {}) => ({
  ...newYearLocal,
  room,
  clients: [guest],
  ...over,
});
const bookingCount = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from bookings where company_id = ${companyId}`,
    )
  )[0]!.n;
const overrides = () =>
  queryRows<{ booking_id: number; data: { reason: string; refusals: string[]; rate_plan: string } }>(
    t.database.db,
    sql`select booking_id, data from audit_log
         where company_id = ${companyId} and action = 'restriction_override' order by id`,
  );

/** A reserve saved by the editor; `stay`: other dates (unix seconds) with `over` saying them in local time. */
async function savedBooking(
  room: number,
  over: Record<string, unknown> = {},
  stay: { check_in: number; check_out: number } = newYear,
) {
  const res = await reserve(api, room, { ...stay, rate_plan: over.rate_plan });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const saved = await api.put(`/api/v2/booking/${id}/`, { ...editorBody(room), ...over, version: 1 });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld({ companyName: 'Тарифы в бронях' }));
  const e = await buildEmployee(t.database.db, companyId, {}, 'frontdesk');
  frontdesk = client(app, (await login(app, e.email, TEST_PASSWORD)).token);
  lux = (
    await api.post('/api/v2/categories/', {
      name: 'Люкс',
      category_type: 'room',
      place_number: 2,
      rates: { price_type: 'week', rows: { base: every(30_000) }, hour_price: '4000' },
    })
  ).json().id;
  rooms = [];
  for (const name of ['201', '202', '203', '204', '205', '206', '207', '208']) {
    rooms.push((await api.post('/api/v2/categories/rooms/', { name, category: lux })).json().id);
  }
  standard = (await api.get('/api/v2/rate-plans/')).json()[0].id;
  nonRefundable = (
    await api.post('/api/v2/rate-plans/', {
      name: 'Невозвратный',
      parent: standard,
      adjustment_kind: 'percent',
      adjustment_value: '-10',
      is_refundable: false,
      cancellation_policy: 'Предоплата не возвращается',
    })
  ).json().id;
  const bulk = await api.post('/api/v2/rate-grid/bulk/', {
    rate_plan: standard,
    categories: [lux],
    from: '2026-12-30',
    to: '2027-01-02',
    prices: { base: '45000', hour_price: '5000' },
  });
  expect(bulk.statusCode, bulk.body).toBe(200);
});
afterAll(() => stopWorld({ t, app }));

describe('one stay, one figure through every path', () => {
  it('prices New Year by «Невозвратный» the same in the reserve, quotes, save, move, group, documents and report', async () => {
    // The calendar's reserve: a draft sold by the plan, priced from its own row.
    const reserved = await reserve(api, rooms[0]!, { rate_plan: nonRefundable });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const id = reserved.json().id as number;
    const draft = await detail(id);
    expect(draft.rate_plan).toBe(nonRefundable);
    expect(draft.calculated_by.total).toBe(NON_REFUNDABLE_TOTAL);
    expect(draft.calculated_by.nights.map((n: { dated: boolean }) => n.dated)).toEqual([true, true, true]);

    // 'Рассчитать': the booking's plan, or any plan named.
    const quote = await api.post(`/api/v2/booking/${id}/price/`, editorBody(rooms[0]!));
    expect(quote.json().total).toBe(NON_REFUNDABLE_TOTAL);
    const byStandard = await api.post(`/api/v2/booking/${id}/price/`, {
      ...editorBody(rooms[0]!),
      rate_plan: standard,
    });
    expect(byStandard.json().total).toBe(STANDARD_TOTAL);

    // The plans side by side, as the editor's step 1 shows them.
    const side = await api.post(`/api/v2/booking/${id}/plan-prices/`, editorBody(rooms[0]!));
    expect(side.statusCode, side.body).toBe(200);
    expect(side.json()).toEqual([
      expect.objectContaining({
        rate_plan: standard,
        name: 'Стандарт',
        total: STANDARD_TOTAL,
        included_meals: null,
        refusals: [],
      }),
      expect.objectContaining({
        rate_plan: nonRefundable,
        name: 'Невозвратный',
        is_refundable: false,
        cancellation_policy: 'Предоплата не возвращается',
        total: NON_REFUNDABLE_TOTAL,
        refusals: [],
      }),
    ]);

    // The editor's save keeps the plan and its price.
    const saved = await api.put(`/api/v2/booking/${id}/`, { ...editorBody(rooms[0]!), version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ rate_plan: nonRefundable, common_amount: NON_REFUNDABLE_TOTAL });
    expect(saved.json().calculated_by.total).toBe(NON_REFUNDABLE_TOTAL);

    // The move: a stay elsewhere in December, dragged onto New Year in another room.
    const other = await savedBooking(
      rooms[1]!,
      { check_in: '2026-12-10 14:00', check_out: '2026-12-13 12:00', rate_plan: nonRefundable },
      { check_in: day(10), check_out: day(13, 12) },
    );
    const moveBody = { room: rooms[2]!, ...newYear, room_reason: 'Просьба гостя' };
    const moveQuote = await api.post(`/api/v2/booking/${other.id}/move/quote/`, moveBody);
    expect(moveQuote.json().new_total).toBe(NON_REFUNDABLE_TOTAL);
    const moved = await api.patch(`/api/v2/booking/${other.id}/move/`, moveBody);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await detail(other.id)).calculated_by.total).toBe(NON_REFUNDABLE_TOTAL);

    // The group's save: two rooms over New Year by the plan, each at the figure.
    const parent = await reserveInGroup(api, { room: rooms[3]!, ...newYear });
    const second = await reserveInGroup(api, { room: rooms[4]!, ...newYear }, parent);
    const versions = new Map<number, number>();
    for (const b of [parent, second]) versions.set(b, (await detail(b)).version);
    const child = (room: number, bookingId: number) => ({
      id: bookingId,
      room,
      ...newYearLocal,
      version: versions.get(bookingId)!,
    });
    const groupBody = {
      clients: [guest],
      rate_plan: nonRefundable,
      child_list: [child(rooms[3]!, parent), child(rooms[4]!, second)],
    };
    const groupQuote = await api.post(`/api/v2/booking/group/${parent}/price/`, groupBody);
    expect(groupQuote.statusCode, groupQuote.body).toBe(200);
    expect(groupQuote.json().items.map((i: { total: string }) => i.total)).toEqual([
      NON_REFUNDABLE_TOTAL,
      NON_REFUNDABLE_TOTAL,
    ]);
    const group = await api.put(`/api/v2/booking/group/${parent}/`, {
      ...groupBody,
      version: versions.get(parent)!,
    });
    expect(group.statusCode, group.body).toBe(200);
    expect(group.json().group_calculation.total).toBe('243000.00');
    expect((await detail(second)).rate_plan).toBe(nonRefundable);
    expect((await detail(second)).common_amount).toBe(NON_REFUNDABLE_TOTAL);

    // The confirmation prints the kept price.
    const ticket = await api.get(`/api/v2/booking/${id}/ticket/`);
    expect(ticket.statusCode, ticket.body).toBe(200);
    const pdf = await app.inject({ method: 'GET', url: new URL(ticket.json().ticket).pathname });
    expect((await pdfText(pdf.rawPayload)).replace(/[ \t]+/g, ' ')).toContain('Итого 121 500 ₸');

    // The revenue report adds up the four saved stays at the figure each.
    const report = await api.get('/api/v2/reports/revenue/?start=2026-12-30&end=2027-01-02');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().kinds.total).toBe('486000.00');
  });

  it('prices an hourly stay by the plan’s hour price of the date, through its step', async () => {
    const res = await api.post('/api/booking/', {
      room: rooms[5]!,
      check_in: day(31, 10),
      check_out: day(31, 13),
      is_time: true,
      rate_plan: nonRefundable,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    // 3 hours × (5 000 − 10 %) = 13 500.
    expect((await detail(id)).calculated_by.total).toBe('13500.00');
    const body = {
      check_in: '2026-12-31 10:00',
      check_out: '2026-12-31 13:00',
      room: rooms[5]!,
      clients: [guest],
    };
    expect((await api.post(`/api/v2/booking/${id}/price/`, body)).json().total).toBe('13500.00');
    const saved = await api.put(`/api/v2/booking/${id}/`, { ...body, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().common_amount).toBe('13500.00');
  });

  it('a parent’s new date price reaches a derived plan’s new quote, not a saved booking', async () => {
    const kept = await savedBooking(rooms[6]!, { rate_plan: nonRefundable });
    expect(kept.common_amount).toBe(NON_REFUNDABLE_TOTAL);
    const bulk = await api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: standard,
      categories: [lux],
      from: '2026-12-30',
      to: '2026-12-30',
      prices: { base: '50000' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    // A new quote: 30.12 at 50 000 − 10 % = 45 000, then 2 × 40 500.
    const draft = (await reserve(api, rooms[7]!, { rate_plan: nonRefundable })).json().id;
    expect((await detail(draft)).calculated_by.total).toBe('126000.00');
    expect((await api.post(`/api/v2/booking/${draft}/price/`, editorBody(rooms[7]!))).json().total).toBe(
      '126000.00',
    );
    // The saved stay keeps what it was sold at, in the editor and the bookings list.
    const again = await detail(kept.id);
    expect(again.common_amount).toBe(NON_REFUNDABLE_TOTAL);
    expect(again.calculated_by.total).toBe(NON_REFUNDABLE_TOTAL);
    await api.delete(`/api/booking/${draft}/`);
    // Put the date back for the tests that follow.
    await api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: standard,
      categories: [lux],
      from: '2026-12-30',
      to: '2026-12-30',
      prices: { base: '45000' },
    });
  });
});

describe('the plan’s restrictions in every path', () => {
  let more: number[];
  const MIN_STAY = ratePlanMessages.minStay('30.12', nightsText(3));
  /** 30.12 → 01.01: two nights, one short of the New Year minimum. */
  const short = { check_in: day(30), check_out: day(32, 12) };
  const shortLocal = { check_in: '2026-12-30 14:00', check_out: '2027-01-01 12:00' };

  beforeAll(async () => {
    more = [];
    for (const name of ['301', '302', '303', '304', '305', '306', '307', '308']) {
      more.push((await api.post('/api/v2/categories/rooms/', { name, category: lux })).json().id);
    }
    // On the parent: «Невозвратный» is bound by it too.
    const bulk = await api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: standard,
      categories: [lux],
      from: '2026-12-30',
      to: '2026-12-30',
      restrictions: { min_stay: 3 },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
  });

  it('the calendar’s reserve refuses a short stay with the rule and date, and writes nothing', async () => {
    const before = await bookingCount();
    const res = await reserve(frontdesk, more[0]!, { ...short, rate_plan: nonRefundable });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MIN_STAY, field: 'check_in', code: 'restriction' });
    // A reason is a manager's: the front desk's is refused, whatever the stay.
    const withReason = await reserve(frontdesk, more[0]!, {
      ...short,
      restriction_reason: 'Постоянный гость',
    });
    expect(withReason.statusCode).toBe(403);
    expect(withReason.json()).toMatchObject({ field: 'restriction_reason' });
    expect(withReason.json().code).toBeUndefined();
    expect(await bookingCount()).toBe(before);
  });

  it('an owner overrides with a reason, and the journal keeps the rule, the plan and the reason', async () => {
    const res = await reserve(api, more[0]!, {
      ...short,
      rate_plan: nonRefundable,
      restriction_reason: 'Постоянный гость',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect((await overrides()).at(-1)).toEqual({
      booking_id: id,
      data: { rate_plan: 'Невозвратный', refusals: [MIN_STAY], reason: 'Постоянный гость' },
    });
    // The draft's first save keeps the sale as reserved: no new check, no second override.
    const count = (await overrides()).length;
    const saved = await api.put(`/api/v2/booking/${id}/`, {
      ...editorBody(more[0]!, shortLocal),
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().common_amount).toBe('81000.00');
    expect(await overrides()).toHaveLength(count);
  });

  it('the editor’s save refuses shortening a stay below the minimum; a manager may with a reason', async () => {
    const b = await savedBooking(more[1]!);
    const shorter = { ...editorBody(more[1]!, shortLocal), version: b.version };
    const refused = await frontdesk.put(`/api/v2/booking/${b.id}/`, shorter);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: MIN_STAY, field: 'check_in', code: 'restriction' });
    expect((await detail(b.id)).check_out_local).toBe('2027-01-02 12:00');
    // 'Рассчитать' prices it all the same: only a save refuses.
    expect(
      (await frontdesk.post(`/api/v2/booking/${b.id}/price/`, editorBody(more[1]!, shortLocal))).statusCode,
    ).toBe(200);
    const overridden = await api.put(`/api/v2/booking/${b.id}/`, {
      ...shorter,
      restriction_reason: 'Задержка рейса',
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect((await overrides()).at(-1)).toMatchObject({
      booking_id: b.id,
      data: { reason: 'Задержка рейса' },
    });
  });

  it('a restriction added after the sale does not stop an edit that keeps the sale', async () => {
    const b = await savedBooking(
      more[2]!,
      { check_in: '2026-12-20 14:00', check_out: '2026-12-22 12:00' },
      { check_in: day(20), check_out: day(22, 12) },
    );
    await api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: standard,
      categories: [lux],
      from: '2026-12-20',
      to: '2026-12-20',
      restrictions: { closed_to_arrival: true },
    });
    const body = {
      ...editorBody(more[2]!, { check_in: '2026-12-20 14:00', check_out: '2026-12-22 12:00' }),
      clients: [{ ...guest, phone_number: '+7 701 999 88 77' }],
    };
    const phone = await frontdesk.put(`/api/v2/booking/${b.id}/`, { ...body, version: b.version });
    expect(phone.statusCode, phone.body).toBe(200);
    // Another departure is another sale: now the arrival's closure binds.
    const longer = await frontdesk.put(`/api/v2/booking/${b.id}/`, {
      ...body,
      check_out: '2026-12-23 12:00',
      version: phone.json().version,
    });
    expect(longer.statusCode).toBe(400);
    expect(longer.json()).toEqual({ error: 'Заезд 20.12 закрыт', field: 'check_in', code: 'restriction' });
  });

  it('the quote by every plan names what each would break', async () => {
    const id = (await reserve(api, more[3]!, { check_in: day(5), check_out: day(6, 12) })).json().id;
    const side = await api.post(`/api/v2/booking/${id}/plan-prices/`, editorBody(more[3]!, shortLocal));
    expect(side.statusCode, side.body).toBe(200);
    expect(side.json().map((p: { refusals: string[] }) => p.refusals)).toEqual([[MIN_STAY], [MIN_STAY]]);
  });

  it('the group’s save refuses a room’s short stay, naming the room, and writes nothing', async () => {
    const parent = await reserveInGroup(api, { room: more[4]!, check_in: day(10), check_out: day(13, 12) });
    const version = (await detail(parent)).version;
    const body = {
      clients: [guest],
      child_list: [{ id: parent, room: more[4]!, ...shortLocal, version }],
    };
    const res = await frontdesk.put(`/api/v2/booking/group/${parent}/`, { ...body, version });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MIN_STAY, field: 'child_list.0.check_in', code: 'restriction' });
    expect((await detail(parent)).booking_status).toBe('new');
  });

  it('the move refuses a short stay onto New Year; its quote only prices it', async () => {
    const b = await savedBooking(
      more[5]!,
      { check_in: '2026-12-10 14:00', check_out: '2026-12-13 12:00' },
      { check_in: day(10), check_out: day(13, 12) },
    );
    const move = { room: more[5]!, ...short };
    expect((await frontdesk.post(`/api/v2/booking/${b.id}/move/quote/`, move)).json().new_total).toBe(
      '90000.00',
    );
    const res = await frontdesk.patch(`/api/v2/booking/${b.id}/move/`, move);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MIN_STAY, field: 'check_in', code: 'restriction' });
    expect((await detail(b.id)).check_in_local).toBe('2026-12-10 14:00');
    const overridden = await api.patch(`/api/v2/booking/${b.id}/move/`, {
      ...move,
      restriction_reason: 'Согласовано с управляющим',
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect((await overrides()).at(-1)).toMatchObject({ booking_id: b.id });
  });

  it('a plan switched off or not sold in the category is refused for a new sale', async () => {
    const off = (
      await api.post('/api/v2/rate-plans/', {
        name: 'Архивный',
        parent: standard,
        adjustment_kind: 'amount',
        adjustment_value: '-1000',
        is_active: false,
      })
    ).json().id;
    const res = await reserve(api, more[6]!, { check_in: day(5), check_out: day(6, 12), rate_plan: off });
    expect(res.json()).toEqual({ error: 'Тариф отключён', field: 'rate_plan' });
    const economy = (
      await api.post('/api/v2/categories/', {
        name: 'Эконом',
        category_type: 'room',
        place_number: 2,
        rates: { price_type: 'week', rows: { base: every(10_000) } },
      })
    ).json().id;
    const elsewhere = (
      await api.post('/api/v2/rate-plans/', { name: 'Только эконом', parent: null, categories: [economy] })
    ).json().id;
    const notHere = await reserve(api, more[6]!, {
      check_in: day(5),
      check_out: day(6, 12),
      rate_plan: elsewhere,
    });
    expect(notHere.json()).toEqual({ error: 'Тариф не продаётся в этой категории', field: 'rate_plan' });
    const foreign = await reserve(api, more[6]!, {
      check_in: day(5),
      check_out: day(6, 12),
      rate_plan: 999_999,
    });
    expect(foreign.json()).toEqual({ error: 'Тариф не найден', field: 'rate_plan' });
    // Another hotel's plan is no plan of ours, in a reserve or a quote.
    const other = await signInElsewhere(t, app);
    const theirs = (await other.api.get('/api/v2/rate-plans/')).json()[0].id;
    const stolen = await reserve(api, more[6]!, {
      check_in: day(5),
      check_out: day(6, 12),
      rate_plan: theirs,
    });
    expect(stolen.json()).toEqual({ error: 'Тариф не найден', field: 'rate_plan' });
    const id = (await reserve(api, more[6]!, { check_in: day(5), check_out: day(6, 12) })).json().id;
    const quote = await api.post(`/api/v2/booking/${id}/price/`, {
      ...editorBody(more[6]!, { check_in: '2026-12-05 14:00', check_out: '2026-12-06 12:00' }),
      rate_plan: theirs,
    });
    expect(quote.json()).toEqual({ error: 'Тариф не найден', field: 'rate_plan' });
  });
});

describe('a plan’s included meals', () => {
  let breakfast: number;
  let plan: number;
  beforeAll(async () => {
    breakfast = await buildFoodTariff(t.database.db, companyId, (i) => [3000, 1500, 3500, 2000][i]!);
    plan = (
      await api.post('/api/v2/rate-plans/', { name: 'С завтраком', parent: null, food_tariff: breakfast })
    ).json().id;
  });

  it('«С завтраком» adds breakfast for every guest on every morning of the stay', async () => {
    const res = await reserve(api, rooms[7]!, { check_in: day(3), check_out: day(5, 12), rate_plan: plan });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    const saved = await api.put(`/api/v2/booking/${id}/`, {
      check_in: '2026-12-03 14:00',
      check_out: '2026-12-05 12:00',
      room: rooms[7]!,
      clients: [guest, { ...guest, first_name: 'Ерлан', phone_number: '+7 701 222 33 44' }],
      child_without_place: 1,
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const price = saved.json().calculated_by;
    // Two adults and a child without a place, breakfast on 04.12 and 05.12: 2 × (2 × 3 000 + 1 500).
    expect(price.food_list).toEqual([
      expect.objectContaining({
        tariff: breakfast,
        adult_count: 2,
        child_count: 1,
        dates: ['2026-12-04', '2026-12-05'],
        is_advance: true,
        total: '15000.00',
      }),
    ]);
    expect(price.food_total).toBe('15000.00');
    // The meal follows the plan, not the editor's meal list: nothing is stored to be sent back twice.
    expect(saved.json().food_list).toEqual([]);
    expect(saved.json().included_meals).toEqual([
      expect.objectContaining({
        tariff: breakfast,
        tariff_name: 'Завтрак',
        adult_count: 2,
        child_count: 1,
        start_date: '2026-12-03',
        end_date: '2026-12-05',
        total: '15000.00',
      }),
    ]);
    // The editor's plans side by side name it.
    const side = await api.post(`/api/v2/booking/${id}/plan-prices/`, {
      check_in: '2026-12-03 14:00',
      check_out: '2026-12-05 12:00',
      room: rooms[7]!,
    });
    expect(side.statusCode, side.body).toBe(200);
    expect(side.json().find((p: { rate_plan: number }) => p.rate_plan === plan)).toMatchObject({
      included_meals: 'Завтрак',
    });
    // Saved again as the editor sends it back, the stay still has one breakfast, not two.
    const again = await api.put(`/api/v2/booking/${id}/`, {
      check_in: '2026-12-03 14:00',
      check_out: '2026-12-05 12:00',
      room: rooms[7]!,
      clients: saved.json().clients_list,
      child_without_place: 1,
      food_list: saved.json().food_list,
      version: saved.json().version,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().calculated_by.food_total).toBe('15000.00');
    // The kitchen's coupons and the confirmation serve it: 3 people × 2 mornings.
    const coupons = await api.post(`/api/v2/booking/${id}/coupons/`);
    expect(coupons.statusCode, coupons.body).toBe(200);
    const ticket = await api.get(`/api/v2/booking/${id}/ticket/`);
    const pdf = await app.inject({ method: 'GET', url: new URL(ticket.json().ticket).pathname });
    expect((await pdfText(pdf.rawPayload)).replace(/[ \t]+/g, ' ')).toContain(
      'Завтрак Завтрак 03.12.2026 — 05.12.2026',
    );
  });

  it('a group by the plan serves every room’s breakfast, in its answer and its coupons', async () => {
    const parent = await reserveInGroup(api, { room: rooms[0]!, check_in: day(3), check_out: day(5, 12) });
    const second = await reserveInGroup(
      api,
      { room: rooms[1]!, check_in: day(3), check_out: day(5, 12) },
      parent,
    );
    const stay = { check_in: '2026-12-03 14:00', check_out: '2026-12-05 12:00' };
    const version = async (b: number) => (await detail(b)).version as number;
    const res = await api.put(`/api/v2/booking/group/${parent}/`, {
      clients: [guest],
      rate_plan: plan,
      child_list: [
        { id: parent, room: rooms[0]!, ...stay, version: await version(parent) },
        { id: second, room: rooms[1]!, ...stay, version: await version(second) },
      ],
      version: await version(parent),
    });
    expect(res.statusCode, res.body).toBe(200);
    // One adult a room, breakfast on two mornings: 2 × 3 000 a room.
    expect(res.json().included_meals.map((m: { total: string }) => m.total)).toEqual(['6000.00', '6000.00']);
    expect(res.json().group_calculation.food_total).toBe('12000.00');
    const coupons = await api.post(`/api/v2/booking/group/${parent}/coupons/`);
    expect(coupons.statusCode, coupons.body).toBe(200);
  });
});
