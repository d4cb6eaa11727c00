/**
 * Who cleans which room on a date (issue 33): by hand, or shared out evenly by floor or by room count
 * (domain evenAssignment). Only employees whose role marks rooms may be given rooms.
 */
import {
  type AssignMode,
  cleansRooms,
  evenAssignment,
  housekeepingMessages,
  isRole,
  personName,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { checkCompanyRefs } from '../../http/company-refs.ts';
import { badRequest } from '../../http/errors.ts';
import { housekeepingRepository as repo } from './housekeeping.repository.ts';
import { today } from './housekeeping.service.ts';

/** The company's employees who may mark rooms (housekeepers, the supervisor), with their rooms on `date`. */
async function housekeepers(db: Db, companyId: number, date: string) {
  const [staff, assigned] = await Promise.all([
    repo.staff(db, companyId),
    repo.assignments(db, companyId, date),
  ]);
  return staff
    .filter((s) => isRole(s.role) && cleansRooms(s.role))
    .map((s) => ({
      id: s.id,
      name: personName(s),
      role: s.role,
      rooms: assigned.filter((a) => a.employee_id === s.id).length,
    }));
}

export async function getAssignments(db: Db, actor: Actor, q: { date?: string }) {
  const date = q.date ?? today(actor);
  const [rows, people] = await Promise.all([
    repo.assignments(db, actor.companyId, date),
    housekeepers(db, actor.companyId, date),
  ]);
  return {
    date,
    assignments: rows.map((a) => ({
      room_id: a.room_id,
      room_name: a.room_name,
      housekeeper: { id: a.employee_id, name: personName(a) },
    })),
    housekeepers: people,
  };
}

/** Refuses anyone who is not one of the company's housekeepers. */
async function assertHousekeepers(db: Db, companyId: number, date: string, ids: number[], field: string) {
  const allowed = new Set((await housekeepers(db, companyId, date)).map((h) => h.id));
  if (ids.some((id) => !allowed.has(id))) throw badRequest(housekeepingMessages.notAHousekeeper, field);
}

export async function setAssignments(
  db: Db,
  actor: Actor,
  body: { date: string; assignments: { room: number; housekeeper: number | null }[] },
) {
  await checkCompanyRefs(
    db,
    actor.companyId,
    body.assignments.map((a, i) => ({ kind: 'room', id: a.room, field: `assignments.${i}.room` })),
  );
  const people = [
    ...new Set(body.assignments.flatMap((a) => (a.housekeeper === null ? [] : [a.housekeeper]))),
  ];
  await assertHousekeepers(db, actor.companyId, body.date, people, 'assignments');
  await write(db, actor, (tx) =>
    repo.assign(
      tx,
      actor.companyId,
      body.date,
      actor.employeeId,
      body.assignments.map((a) => ({ roomId: a.room, employeeId: a.housekeeper })),
    ),
  );
  return getAssignments(db, actor, { date: body.date });
}

/** The rooms (all active ones when none are named) shared out among the housekeepers named, in order. */
export async function assignEvenly(
  db: Db,
  actor: Actor,
  body: { date: string; mode: AssignMode; housekeepers: number[]; rooms?: number[] },
) {
  await assertHousekeepers(db, actor.companyId, body.date, body.housekeepers, 'housekeepers');
  let rooms: { id: number; name: string; floor: number | null }[];
  if (body.rooms) {
    await checkCompanyRefs(
      db,
      actor.companyId,
      body.rooms.map((id, i) => ({ kind: 'room', id, field: `rooms.${i}` })),
    );
    rooms = await repo.ownRooms(db, actor.companyId, [...new Set(body.rooms)]);
  } else {
    const units = await repo.units(db, actor.companyId);
    rooms = [
      ...new Map(
        units.map((u) => [u.room_id, { id: u.room_id, name: u.room_name, floor: u.floor }]),
      ).values(),
    ];
  }
  const plan = evenAssignment(rooms, [...new Set(body.housekeepers)], body.mode);
  await write(db, actor, (tx) =>
    repo.assign(
      tx,
      actor.companyId,
      body.date,
      actor.employeeId,
      [...plan].map(([roomId, employeeId]) => ({ roomId, employeeId })),
    ),
  );
  return getAssignments(db, actor, { date: body.date });
}
