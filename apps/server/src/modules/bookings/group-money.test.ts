/**
 * Issue 10, defects 1–4: a group with a cancelled room still opens and works; a group save goes
 * through the single save's rules; the pay-first rule and the empty payment amount; one duty per room.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTypes, services } from '../../db/schema.ts';
import { actorIn, buildFoodTariff, decemberInAlmaty as day, everyWeekday } from '../../test/factories.ts';
import { reserveInGroup, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';
import { today } from '../calendar/today.service.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let categoryId: number;
let cash: number;
let transfer: number;
let breakfast: number;
let roomNo = 100;

const guest = { first_name: 'Компания «Казтур»', phone_number: '+7 727 000' };

async function newRoom() {
  roomNo += 1;
  const res = await api.post('/api/v2/categories/rooms/', { name: String(roomNo), category: categoryId });
  return res.json().id as number;
}
const versionOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().version as number;
const pay = (booking: number, value: unknown) =>
  api.post('/api/v2/booking/payments/', { booking, value, payment_method: cash, comment: 'Касса' });
const child = (id: number, room: number, over: Record<string, unknown> = {}) => ({
  id,
  room,
  check_in: '2026-12-10 14:00',
  check_out: '2026-12-12 12:00',
  ...over,
});

/** A group of `n` rooms on `from`–`from + 2` December (two days at 20 000), unsaved. */
async function group(n: number, from = 10) {
  const rooms: number[] = [];
  for (let i = 0; i < n; i++) rooms.push(await newRoom());
  const stay = (room: number) => ({ room, check_in: day(from), check_out: day(from + 2, 12) });
  const ids = [await reserveInGroup(api, stay(rooms[0]!))];
  for (const room of rooms.slice(1)) ids.push(await reserveInGroup(api, stay(room), ids[0]));
  return { ids, rooms, parent: ids[0]! };
}
/** 'Сохранить для всех' as a group editor that has just opened the group sends it. */
async function saveGroup(parent: number, children: ReturnType<typeof child>[], over: object = {}) {
  const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
  const version = (id: number) => g.child_list.find((c: { id: number }) => c.id === id)?.version;
  return api.put(`/api/v2/booking/group/${parent}/`, {
    clients: [guest],
    version: g.version,
    ...over,
    child_list: children.map((c) => ({ ...c, version: version(c.id) })),
  });
}
const setGroupStatus = async (parent: number, status: string) =>
  api.post(`/api/v2/booking/group/${parent}/status/`, { status, version: await versionOf(parent) });

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const db = t.database.db;
  categoryId = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      additional_place: 1,
      rates: { price_type: 'week', rows: { base: everyWeekday(20_000) } },
    })
  ).json().id;
  cash = (await db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning())[0]!.id;
  transfer = (
    await db
      .insert(services)
      .values({ companyId, name: 'Трансфер', price: '15000.00', serviceType: 'once' })
      .returning()
  )[0]!.id;
  breakfast = await buildFoodTariff(db, companyId, () => 3_000);
});
afterAll(() => stopWorld({ t, app }));

describe('a group with a cancelled room (defect 1)', () => {
  it('opens, prices, pays, changes status and cancels; "for all rooms" is the live rooms', async () => {
    const { ids, rooms, parent } = await group(3);
    const saved = await saveGroup(
      parent,
      ids.map((id, i) => child(id, rooms[i]!)),
      { service_list: [{ service: transfer, quantity: 1 }] },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().group_calculation.services_total).toBe('45000.00');
    expect((await api.delete(`/api/v2/booking/${ids[1]}/`, { cancel_reason: 'Не приехал' })).statusCode).toBe(
      200,
    );

    const opened = await api.get(`/api/v2/booking/group/${parent}/`);
    expect(opened.statusCode).toBe(200);
    // The transfer was for all rooms: now for the two live ones.
    expect(opened.json().group_calculation).toMatchObject({
      services_total: '30000.00',
      total: '110000.00',
    });
    // The parent's amount carries the transfer for the two live rooms: its room 40 000 + 30 000.
    const duty = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().duty;
    expect([await duty(parent), await duty(ids[1]!), await duty(ids[2]!)]).toEqual([
      '70000.00',
      '0.00',
      '40000.00',
    ]);
    const live = [child(parent, rooms[0]!), child(ids[2]!, rooms[2]!)];
    const body = { clients: [guest], service_list: [{ service: transfer, quantity: 1, rooms: 3 }] };
    const price = await api.post(`/api/v2/booking/group/${parent}/price/`, { ...body, child_list: live });
    expect(price.statusCode).toBe(200);
    expect(price.json().services_total).toBe('30000.00');
    expect((await saveGroup(parent, live, body)).statusCode).toBe(200);
    expect((await pay(parent, 50_000)).statusCode).toBe(201);
    const booked = await setGroupStatus(parent, 'booked');
    expect(booked.statusCode).toBe(200);
    expect(booked.json().child_list.map((c: { booking_status: string }) => c.booking_status)).toEqual([
      'booked',
      'canceled',
      'booked',
    ]);
    const cancelled = await api.delete(`/api/v2/booking/group/${parent}/`, { cancel_reason: 'Тур отменён' });
    expect(cancelled.statusCode).toBe(200);
    expect(
      cancelled.json().child_list.every((c: { booking_status: string }) => c.booking_status === 'canceled'),
    ).toBe(true);
  });
});

describe('a group save goes through the single save’s rules (defect 2)', () => {
  it('refuses meals on a group draft', async () => {
    const { ids, rooms, parent } = await group(2);
    const meals = [
      { tariff: breakfast, adult_count: 1, child_count: 0, start_date: '2026-12-10', end_date: '2026-12-12' },
    ];
    const res = await saveGroup(
      parent,
      ids.map((id, i) => child(id, rooms[i]!)),
      { food_list: meals },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Сначала сохраните бронь без питания', field: 'food_list' });
  });

  it('refuses more guests than the rooms’ places together, and takes as many', async () => {
    const { ids, rooms, parent } = await group(2);
    const list = ids.map((id, i) => child(id, rooms[i]!));
    const guests = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...guest, first_name: `Гость ${i}` }));
    const tooMany = await saveGroup(parent, list, { clients: guests(10) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: 'Недостаточно мест', field: 'clients' });
    expect((await saveGroup(parent, list, { clients: guests(4) })).statusCode).toBe(200);
  });

  it('refuses a promo code on the group’s price and save', async () => {
    const { ids, rooms, parent } = await group(2);
    const list = ids.map((id, i) => child(id, rooms[i]!));
    const refusal = { error: 'Нет функционала по промокодам!', field: 'promo_code' };
    const saved = await saveGroup(parent, list, { promo_code: 'SUMMER' });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual(refusal);
    const price = await api.post(`/api/v2/booking/group/${parent}/price/`, {
      clients: [guest],
      promo_code: 'SUMMER',
      child_list: list,
    });
    expect(price.json()).toEqual(refusal);
  });
});

describe('payments and the pay-first rule (defect 3)', () => {
  async function reserve() {
    const room = await newRoom();
    const id = (await api.post('/api/booking/', { room, check_in: day(20), check_out: day(22, 12) })).json()
      .id as number;
    const res = await api.put(`/api/v2/booking/${id}/`, {
      version: await versionOf(id),
      check_in: '2026-12-20 14:00',
      check_out: '2026-12-22 12:00',
      room,
      clients: [guest],
    });
    expect(res.statusCode).toBe(200);
    return id;
  }

  it.each([[''], [undefined]])('refuses an empty amount %j with ‘Введите сумму!’', async (value) => {
    const id = await reserve();
    const res = await pay(id, value);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Введите сумму!', field: 'value' });
  });

  it('takes a payment of 0, which does not unlock ‘Бронирование’ on any path', async () => {
    const id = await reserve();
    expect((await pay(id, 0)).statusCode).toBe(201);
    const status = await api.post(`/api/v2/booking/${id}/status/`, {
      status: 'booked',
      version: await versionOf(id),
    });
    expect(status.json()).toEqual({ error: 'Пожалуйста внесите оплату' });
    expect((await api.post(`/api/v2/booking/${id}/book/`)).json()).toEqual({
      error: 'Пожалуйста внесите оплату',
    });
    expect((await pay(id, 1)).statusCode).toBe(201);
    expect((await api.post(`/api/v2/booking/${id}/book/`)).statusCode).toBe(200);
  });

  it('a group paid 0 stays reserved; money on the parent books every room', async () => {
    const { ids, rooms, parent } = await group(2);
    expect(
      (
        await saveGroup(
          parent,
          ids.map((id, i) => child(id, rooms[i]!)),
        )
      ).statusCode,
    ).toBe(200);
    expect((await pay(parent, 0)).statusCode).toBe(201);
    expect((await setGroupStatus(parent, 'booked')).json()).toEqual({ error: 'Пожалуйста внесите оплату' });
    expect((await api.post(`/api/v2/booking/${ids[1]}/book/`)).json()).toEqual({
      error: 'Пожалуйста внесите оплату',
    });
    await pay(parent, 1000);
    expect((await setGroupStatus(parent, 'booked')).statusCode).toBe(200);
  });
});

describe('one duty for a room of a group (defect 4)', () => {
  it('the detail, the calendar bar, the today counters and the group agree; a cancelled booking owes nothing', async () => {
    const { ids, rooms, parent } = await group(3, 14);
    const dates = { check_in: '2026-12-14 14:00', check_out: '2026-12-16 12:00' };
    const saved = await saveGroup(
      parent,
      ids.map((id, i) => child(id, rooms[i]!, dates)),
      { service_list: [{ service: transfer, quantity: 1 }] },
    );
    // Three rooms at 40 000 + transfer 15 000 × 3 = 165 000; the parent carries the transfer: 85 000.
    expect(saved.json().group_calculation.total).toBe('165000.00');
    await pay(parent, 100_000);
    const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
    expect(g.group_calculation.duty).toBe('65000.00');
    // The group's payment covers the parent first (85 000), then the second room (15 of 40 000).
    const detail = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().duty;
    expect([await detail(parent), await detail(ids[1]!), await detail(ids[2]!)]).toEqual([
      '0.00',
      '25000.00',
      '40000.00',
    ]);
    const cal = (await api.get(`/api/v2/main/calendar/?start=${day(13)}&end=${day(17)}`)).json() as {
      categories: { room_list: { booking_list: { id: number; duty: number }[] }[] }[];
    };
    const bars = new Map(
      cal.categories.flatMap((c) => c.room_list.flatMap((r) => r.booking_list.map((b) => [b.id, b.duty]))),
    );
    expect(ids.map((id) => bars.get(id))).toEqual([0, 25_000, 40_000]);
    // 15 December, 09:00 in Almaty: the parent is paid, the second room partly, the third not at all.
    const counts = await today(
      t.database.db,
      await actorIn(t.database.db, companyId),
      Date.UTC(2026, 11, 15, 4) / 1000,
    );
    expect(counts).toMatchObject({ paid: 1, partial_paid: 1, not_paid: 1 });

    const room = await newRoom();
    const single = (
      await api.post('/api/booking/', { room, check_in: day(24), check_out: day(26, 12) })
    ).json().id as number;
    await api.put(`/api/v2/booking/${single}/`, {
      version: await versionOf(single),
      check_in: '2026-12-24 14:00',
      check_out: '2026-12-26 12:00',
      room,
      clients: [guest],
    });
    await pay(single, 10_000);
    const cancelled = (await api.delete(`/api/v2/booking/${single}/`, { cancel_reason: 'Отказ' })).json();
    // Nothing is owed for a cancelled stay; the 10 000 taken is owed back until refunded.
    expect(cancelled.duty).toBe('-10000.00');
  });
});

describe('the group’s total on opening (defect 4)', () => {
  it('includes its shared meals, as its price and save did', async () => {
    const { ids, rooms, parent } = await group(2, 3);
    const dates = { check_in: '2026-12-03 14:00', check_out: '2026-12-05 12:00' };
    const list = ids.map((id, i) => child(id, rooms[i]!, dates));
    expect((await saveGroup(parent, list)).statusCode).toBe(200);
    const meals = [
      { tariff: breakfast, adult_count: 1, child_count: 0, start_date: '2026-12-03', end_date: '2026-12-05' },
    ];
    const price = (
      await api.post(`/api/v2/booking/group/${parent}/price/`, {
        clients: [guest],
        food_list: meals,
        child_list: list,
      })
    ).json();
    const saved = (await saveGroup(parent, list, { food_list: meals })).json();
    expect(saved.group_calculation.total).toBe(price.total);
  });
});
