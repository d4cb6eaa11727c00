/**
 * Issue 10, defect 6: switching 'Групповая бронь' on in the editor and closing without saving leaves
 * nothing behind. The group editor opens a single booking as the group it would form (a read that
 * writes nothing); the booking becomes the group's parent only with 'Сохранить для всех', in the same
 * transaction as that save. POST /api/v2/booking/{id}/group/ still makes a group at once for API clients.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decemberInAlmaty as day, everyWeekday } from '../../test/factories.ts';
import { reserveInGroup, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let categoryId: number;
let roomNo = 300;

const guest = { first_name: 'Группа «Алтын»', phone_number: '+7 727 111' };

async function newRoom() {
  roomNo += 1;
  return (await api.post('/api/v2/categories/rooms/', { name: String(roomNo), category: categoryId })).json()
    .id as number;
}
const stay = (room: number) => ({ room, check_in: day(14), check_out: day(16, 12) });
/** A single booking (a draft reserved from the calendar, not a group). */
const single = async () => (await api.post('/api/booking/', stay(await newRoom()))).json().id as number;
const detail = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json();
const child = (id: number, room: number) => ({
  id,
  room,
  check_in: '2026-12-14 14:00',
  check_out: '2026-12-16 12:00',
});
/** 'Сохранить для всех' as the group editor sends it after opening `parent` in group mode. */
async function saveGroup(parent: number, rooms: { id: number; room: number }[], version?: number) {
  const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
  const versionOf = (id: number) => g.child_list.find((c: { id: number }) => c.id === id)?.version;
  return api.put(`/api/v2/booking/group/${parent}/`, {
    clients: [guest],
    version: version ?? g.version,
    child_list: rooms.map((r) => ({ ...child(r.id, r.room), version: versionOf(r.id) })),
  });
}

beforeAll(async () => {
  ({ t, app, api } = await startWorld());
  categoryId = (
    await api.post('/api/v2/categories/', {
      name: 'Люкс',
      category_type: 'room',
      place_number: 2,
      additional_place: 0,
      rates: { price_type: 'week', rows: { base: everyWeekday(30_000) } },
    })
  ).json().id;
});
afterAll(() => stopWorld({ t, app }));

describe('group mode before its first save (defect 6)', () => {
  it('opens a single booking as the group it would form, and writes nothing', async () => {
    const id = await single();
    const before = await detail(id);
    const opened = await api.get(`/api/v2/booking/group/${id}/`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id, is_group: false, group_parent: null });
    expect(opened.json().child_list.map((c: { id: number }) => c.id)).toEqual([id]);
    const priced = await api.post(`/api/v2/booking/group/${id}/price/`, {
      child_list: [child(id, before.room)],
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().total).toBe('60000.00');
    // Closed without saving: the booking is as it was, single and at its version.
    expect(await detail(id)).toMatchObject({ is_group: false, group_parent: null, version: before.version });
  });

  it('lets rooms join the unsaved group as drafts; the parent stays single until the group save', async () => {
    const id = await single();
    const roomB = await newRoom();
    const joined = await reserveInGroup(api, stay(roomB), id);
    expect(joined).toBeGreaterThan(0);
    expect(await detail(id)).toMatchObject({ is_group: false, group_parent: null });
    const opened = (await api.get(`/api/v2/booking/group/${id}/`)).json();
    expect(opened.child_list.map((c: { id: number }) => c.id)).toEqual([id, joined]);

    // Closing unsaved deletes the joined draft: the booking is single, with no room naming it.
    expect((await api.delete(`/api/v2/booking/${joined}/permanent/`)).statusCode).toBeLessThan(300);
    expect((await api.get(`/api/v2/booking/group/${id}/`)).json().child_list).toHaveLength(1);
    expect(await detail(id)).toMatchObject({ is_group: false, group_parent: null });
  });

  it("makes the booking the group's parent with 'Сохранить для всех', in the same transaction", async () => {
    const id = await single();
    const roomA = (await detail(id)).room as number;
    const roomB = await newRoom();
    const joined = await reserveInGroup(api, stay(roomB), id);
    const saved = await saveGroup(id, [
      { id, room: roomA },
      { id: joined, room: roomB },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id, is_group: true, group_parent: id, booking_status: 'reserved' });
    expect(await detail(id)).toMatchObject({ is_group: true, group_parent: id });
    expect(await detail(joined)).toMatchObject({
      is_group: true,
      group_parent: id,
      booking_status: 'reserved',
    });
  });

  it('a refused group save leaves the booking single', async () => {
    const id = await single();
    const room = (await detail(id)).room as number;
    const stale = await saveGroup(id, [{ id, room }], 999);
    expect(stale.statusCode).toBe(409);
    expect(await detail(id)).toMatchObject({ is_group: false, group_parent: null });
  });

  it('never opens a room of another group as a parent', async () => {
    const parent = await reserveInGroup(api, stay(await newRoom()));
    const room = await reserveInGroup(api, stay(await newRoom()), parent);
    expect((await api.get(`/api/v2/booking/group/${room}/`)).statusCode).toBe(404);
    expect(
      (await api.post('/api/booking/', { ...stay(await newRoom()), group_parent: room })).statusCode,
    ).toBe(400);
  });

  it('POST /api/v2/booking/{id}/group/ still makes a group at once for API clients', async () => {
    const id = await single();
    const made = await api.post(`/api/v2/booking/${id}/group/`);
    expect(made.statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ is_group: true, group_parent: id });
  });
});

describe("a group's guest on every room", () => {
  it("labels each room of the group with the group's main guest, in 'Брони' and on the calendar", async () => {
    const id = await single();
    const roomA = (await detail(id)).room as number;
    const roomB = await newRoom();
    const joined = await reserveInGroup(api, stay(roomB), id);
    expect(
      (
        await saveGroup(id, [
          { id, room: roomA },
          { id: joined, room: roomB },
        ])
      ).statusCode,
    ).toBe(200);
    const rows = (await api.get(`/api/v2/booking/list/?group=${id}&page[size]=10`)).json().results as {
      id: number;
      guest_name: string | null;
    }[];
    expect(rows.map((r) => [r.id, r.guest_name]).sort()).toEqual(
      [
        [id, 'Группа «Алтын»'],
        [joined, 'Группа «Алтын»'],
      ].sort(),
    );
  });
});
