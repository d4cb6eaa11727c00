/**
 * The rate plan and its restrictions in the paths beside the editor (issue 32), through the API on both
 * databases: the group's plans side by side and its one plan for every room; a room joining the group
 * and an hourly reserve refused for a restriction, overridden with a reason only by those who may; the
 * move's quote telling the restriction before the move.
 */
import { nightsText, ratePlanMessages } from '@pms/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildEmployee, decemberInAlmaty as day, TEST_PASSWORD } from '../../test/factories.ts';
import {
  client,
  login,
  reserveInGroup,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let frontdesk: TestClient;
let companyId: number;
let lux: number;
let economy: number;
let rooms: number[];
let cheap: number;
let standard: number;
let nonRefundable: number;
let luxOnly: number;

const every = (price: number) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, price]));
const guest = { first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' };
const newYearLocal = { check_in: '2026-12-30 14:00', check_out: '2027-01-02 12:00' };
const shortLocal = { check_in: '2026-12-30 14:00', check_out: '2027-01-01 12:00' };
const MIN_STAY = ratePlanMessages.minStay('30.12', nightsText(3));
const STOP_31 = ratePlanMessages.stopSell('31.12');

const detail = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json();
const overrides = () =>
  queryRows<{ booking_id: number; data: { reason: string; refusals: string[]; rate_plan: string } }>(
    t.database.db,
    sql`select booking_id, data from audit_log
         where company_id = ${companyId} and action = 'restriction_override' order by id`,
  );
const bookingCount = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from bookings where company_id = ${companyId}`,
    )
  )[0]!.n;

/** A group of two rooms of 'Люкс' reserved for 10.12–13.12, and the body that prices it over `stay`. */
async function twoRoomGroup(a: number, b: number, stay = newYearLocal) {
  const parent = await reserveInGroup(api, { room: a, check_in: day(10), check_out: day(13, 12) });
  const second = await reserveInGroup(api, { room: b, check_in: day(10), check_out: day(13, 12) }, parent);
  const versions = new Map<number, number>();
  for (const id of [parent, second]) versions.set(id, (await detail(id)).version);
  const body = {
    clients: [guest],
    child_list: [
      { id: parent, room: a, ...stay, version: versions.get(parent)! },
      { id: second, room: b, ...stay, version: versions.get(second)! },
    ],
  };
  return { parent, second, body, version: versions.get(parent)! };
}

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld({ companyName: 'Тарифы вне редактора' }));
  const e = await buildEmployee(t.database.db, companyId, {}, 'frontdesk');
  frontdesk = client(app, (await login(app, e.email, TEST_PASSWORD)).token);
  const category = async (name: string, price: number) =>
    (
      await api.post('/api/v2/categories/', {
        name,
        category_type: 'room',
        place_number: 2,
        rates: { price_type: 'week', rows: { base: every(price) }, hour_price: '4000' },
      })
    ).json().id as number;
  lux = await category('Люкс', 30_000);
  economy = await category('Эконом', 10_000);
  rooms = [];
  for (let n = 1; n <= 12; n++) {
    rooms.push((await api.post('/api/v2/categories/rooms/', { name: `4${n}`, category: lux })).json().id);
  }
  cheap = (await api.post('/api/v2/categories/rooms/', { name: 'Э1', category: economy })).json().id;
  standard = (await api.get('/api/v2/rate-plans/')).json()[0].id;
  nonRefundable = (
    await api.post('/api/v2/rate-plans/', {
      name: 'Невозвратный',
      parent: standard,
      adjustment_kind: 'percent',
      adjustment_value: '-10',
      is_refundable: false,
    })
  ).json().id;
  luxOnly = (
    await api.post('/api/v2/rate-plans/', { name: 'Только люкс', parent: null, categories: [lux] })
  ).json().id;
  // New Year at 45 000 a night with a three-night minimum from 30.12 (on the parent: its child is bound).
  const bulk = await api.post('/api/v2/rate-grid/bulk/', {
    rate_plan: standard,
    categories: [lux],
    from: '2026-12-30',
    to: '2027-01-02',
    prices: { base: '45000' },
  });
  expect(bulk.statusCode, bulk.body).toBe(200);
  const min = await api.post('/api/v2/rate-grid/bulk/', {
    rate_plan: standard,
    categories: [lux],
    from: '2026-12-30',
    to: '2026-12-30',
    restrictions: { min_stay: 3 },
  });
  expect(min.statusCode, min.body).toBe(200);
});
afterAll(() => stopWorld({ t, app }));

describe('a group’s plan', () => {
  it('prices the whole group by each plan sold in all its categories, side by side, writing nothing', async () => {
    const { parent, body } = await twoRoomGroup(rooms[0]!, rooms[1]!);
    const before = await detail(parent);
    const side = await api.post(`/api/v2/booking/group/${parent}/plan-prices/`, body);
    expect(side.statusCode, side.body).toBe(200);
    // Two rooms × three nights: 2 × 135 000 by «Стандарт», 10 % less by «Невозвратный».
    expect(side.json()).toEqual([
      expect.objectContaining({ rate_plan: standard, is_base: true, total: '270000.00', refusals: [] }),
      expect.objectContaining({
        rate_plan: nonRefundable,
        is_refundable: false,
        total: '243000.00',
        refusals: [],
      }),
      expect.objectContaining({ rate_plan: luxOnly, total: '180000.00', refusals: [] }),
    ]);
    // The same figure as the group's own quote by that plan: one pricing function.
    const quote = await api.post(`/api/v2/booking/group/${parent}/price/`, {
      ...body,
      rate_plan: nonRefundable,
    });
    expect(quote.json().total).toBe('243000.00');
    expect((await detail(parent)).version).toBe(before.version);
  });

  it('names each broken restriction once, and leaves out a plan not sold in every room’s category', async () => {
    const { parent, body } = await twoRoomGroup(rooms[2]!, rooms[3]!, shortLocal);
    // The second room moved to 'Эконом', where «Только люкс» is not sold.
    const mixed = {
      ...body,
      child_list: [body.child_list[0]!, { ...body.child_list[1]!, room: cheap }],
    };
    const side = await api.post(`/api/v2/booking/group/${parent}/plan-prices/`, mixed);
    expect(side.statusCode, side.body).toBe(200);
    expect(side.json().map((p: { name: string; refusals: string[] }) => [p.name, p.refusals])).toEqual([
      ['Стандарт', [MIN_STAY]],
      ['Невозвратный', [MIN_STAY]],
    ]);
  });

  it('the group’s plan is every room’s: saved, with the figure, and a later room joins by it', async () => {
    const { parent, second, body, version } = await twoRoomGroup(rooms[4]!, rooms[5]!);
    const saved = await api.put(`/api/v2/booking/group/${parent}/`, {
      ...body,
      rate_plan: nonRefundable,
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().child_list.map((c: { rate_plan: number }) => c.rate_plan)).toEqual([
      nonRefundable,
      nonRefundable,
    ]);
    expect(saved.json().group_calculation.total).toBe('243000.00');
    expect((await detail(second)).common_amount).toBe('121500.00');
  });

  it('a room joining the group short of the minimum is refused; a manager adds it with a reason', async () => {
    const { parent } = await twoRoomGroup(rooms[6]!, rooms[7]!);
    const join = {
      room: rooms[8]!,
      check_in: day(30),
      check_out: day(32, 12),
      is_group: true,
      group_parent: parent,
      rate_plan: nonRefundable,
    };
    const before = await bookingCount();
    const refused = await frontdesk.post('/api/booking/', join);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: MIN_STAY, field: 'check_in', code: 'restriction' });
    const noRight = await frontdesk.post('/api/booking/', { ...join, restriction_reason: 'Гость просит' });
    expect(noRight.statusCode).toBe(403);
    expect(noRight.json()).toMatchObject({ field: 'restriction_reason' });
    expect(await bookingCount()).toBe(before);
    const added = await api.post('/api/booking/', { ...join, restriction_reason: 'Гость просит' });
    expect(added.statusCode, added.body).toBe(201);
    const room = await detail(added.json().id);
    expect(room).toMatchObject({ group_parent: parent, rate_plan: nonRefundable });
    expect((await overrides()).at(-1)).toEqual({
      booking_id: added.json().id,
      data: { rate_plan: 'Невозвратный', refusals: [MIN_STAY], reason: 'Гость просит' },
    });
  });
});

describe('an hourly reserve', () => {
  it('is refused on a stop-sold date with the rule and date; only a manager may reserve past it', async () => {
    const stop = await api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: standard,
      categories: [lux],
      from: '2026-12-31',
      to: '2026-12-31',
      restrictions: { stop_sell: true },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    const hours = { room: rooms[9]!, check_in: day(31, 10), check_out: day(31, 13), is_time: true };
    const before = await bookingCount();
    const refused = await frontdesk.post('/api/booking/', hours);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: STOP_31, field: 'check_in', code: 'restriction' });
    const noRight = await frontdesk.post('/api/booking/', { ...hours, restriction_reason: 'VIP' });
    expect(noRight.statusCode).toBe(403);
    expect(await bookingCount()).toBe(before);
    const reserved = await api.post('/api/booking/', { ...hours, restriction_reason: 'VIP' });
    expect(reserved.statusCode, reserved.body).toBe(201);
    expect((await overrides()).at(-1)).toMatchObject({
      booking_id: reserved.json().id,
      data: { refusals: [STOP_31], reason: 'VIP' },
    });
    await api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: standard,
      categories: [lux],
      from: '2026-12-31',
      to: '2026-12-31',
      restrictions: { stop_sell: false },
    });
  });
});

describe('the move’s quote', () => {
  it('tells the restriction the move would break before the move, in the refusal’s words', async () => {
    const reserved = await api.post('/api/booking/', {
      room: rooms[10]!,
      check_in: day(10),
      check_out: day(13, 12),
    });
    const id = reserved.json().id as number;
    const move = { room: rooms[11]!, check_in: day(30), check_out: day(32, 12), room_reason: 'Ремонт' };
    const quote = await frontdesk.post(`/api/v2/booking/${id}/move/quote/`, move);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ new_total: '90000.00', restrictions: [MIN_STAY] });
    const refused = await frontdesk.patch(`/api/v2/booking/${id}/move/`, move);
    expect(refused.json()).toEqual({ error: MIN_STAY, field: 'check_in', code: 'restriction' });
    // A move that keeps the rules says nothing of them.
    const fine = await frontdesk.post(`/api/v2/booking/${id}/move/quote/`, {
      ...move,
      check_out: day(33, 12),
    });
    expect(fine.json().restrictions).toBeUndefined();
  });
});
