/**
 * Housekeeping's reports and printed sheet (issue 33): rooms cleaned per housekeeper per day, the time
 * from a check-out to the clean mark (each also as a workbook), and a housekeeper's sheet of the day.
 */
import {
  formatDay,
  housekeepingMessages,
  personName,
  type ReportPeriodQuery,
  roomConditionLabels,
  toLocal,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { renderHousekeepingSheet } from '../../render/housekeeping-sheet-pdf.ts';
import { cleanedWorkbook, turnaroundWorkbook } from '../../render/housekeeping-xlsx.ts';
import { getAssignments } from './assignments.service.ts';
import { dayTasks } from './day-tasks.service.ts';
import { housekeepingRepository as repo } from './housekeeping.repository.ts';
import { board, dayBounds, today } from './housekeeping.service.ts';

const span = (actor: Actor, q: ReportPeriodQuery) => ({
  from: dayBounds(q.start, actor.timeZone).from,
  to: dayBounds(q.end, actor.timeZone).to,
});

export async function cleanedReport(db: Db, actor: Actor, q: ReportPeriodQuery) {
  const { from, to } = span(actor, q);
  const rows = await repo.cleanedPerDay(db, actor.companyId, from, to, actor.timeZone);
  return {
    start: q.start,
    end: q.end,
    rows: rows.map((r) => ({
      date: r.date,
      employee: { id: r.employee_id, name: personName(r) },
      rooms: r.rooms,
    })),
    total: rows.reduce((n, r) => n + r.rooms, 0),
  };
}

export async function turnaroundReport(db: Db, actor: Actor, q: ReportPeriodQuery) {
  const { from, to } = span(actor, q);
  const rows = await repo.turnaround(db, actor.companyId, from, to);
  const list = rows.map((r) => ({
    room_name: r.room_name,
    bed_name: r.bed_name,
    check_out_at: r.check_out_at,
    clean_at: r.clean_at,
    minutes: Math.round((r.clean_at - r.check_out_at) / 60),
    cleaned_by: r.cleaned_by === null ? null : { id: r.cleaned_by, name: personName(r) },
  }));
  return {
    start: q.start,
    end: q.end,
    rows: list,
    average_minutes: list.length ? Math.round(list.reduce((n, r) => n + r.minutes, 0) / list.length) : null,
  };
}

export async function cleanedFile(db: Db, actor: Actor, q: ReportPeriodQuery) {
  return {
    fileName: `cleaned-${q.start}-${q.end}.xlsx`,
    content: await cleanedWorkbook(await cleanedReport(db, actor, q)),
  };
}

export async function turnaroundFile(db: Db, actor: Actor, q: ReportPeriodQuery) {
  const r = await turnaroundReport(db, actor, q);
  const local = (s: number) => {
    const l = toLocal(s, actor.timeZone);
    return `${l.date} ${l.time}`;
  };
  const content = await turnaroundWorkbook({
    ...r,
    rows: r.rows.map((row) => ({
      room: row.bed_name ? `${row.room_name}, ${row.bed_name}` : row.room_name,
      check_out: local(row.check_out_at),
      clean: local(row.clean_at),
      minutes: row.minutes,
      cleaned_by: row.cleaned_by?.name ?? '',
    })),
  });
  return { fileName: `turnaround-${q.start}-${q.end}.xlsx`, content };
}

/** A housekeeper's sheet of `date`: her rooms as the board orders them, and her tasks. */
export async function housekeepingSheet(db: Db, actor: Actor, q: { date?: string; housekeeper: number }) {
  const date = q.date ?? today(actor);
  const { housekeepers } = await getAssignments(db, actor, { date });
  const who = housekeepers.find((h) => h.id === q.housekeeper);
  if (!who) throw badRequest(housekeepingMessages.notAHousekeeper, 'housekeeper');
  const [{ rooms }, { tasks }] = await Promise.all([
    board(db, actor, { date, housekeeper: q.housekeeper }),
    dayTasks(db, actor, { date, employee: q.housekeeper }),
  ]);
  const content = await renderHousekeepingSheet({
    companyName: actor.companyName,
    date,
    housekeeper: who.name,
    rooms: rooms.map((r) => [
      r.room_name,
      r.category_name,
      r.movement.label,
      r.movement.arrival_time ?? '',
      `${roomConditionLabels[r.condition]}${r.linen_change ? ', смена белья' : ''}${r.reason ? ` (${r.reason})` : ''}`,
      r.note,
    ]),
    tasks: tasks.map((t) => [t.todo_time, t.title, t.room_name ?? '']),
  });
  return {
    fileName: `housekeeping-${date}-${q.housekeeper}.pdf`,
    content,
    title: `${formatDay(date)} ${who.name}`,
  };
}
