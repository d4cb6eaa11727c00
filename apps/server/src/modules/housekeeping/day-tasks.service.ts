/**
 * The tasks of the day (issue 33): one list per employee of the bookings' tasks and the tasks tied to no
 * booking (maintenance, housekeeping), ordered by when they are due. One table holds both (`tasks`,
 * migration 0061): a booking's tasks are written by the booking's save, the free ones here. A free task
 * goes to any employee of the company. Who does not see every room sees and closes only her own.
 */
import {
  bookingEditorMessages,
  type DayTask,
  type FreeTaskInput,
  fromLocal,
  housekeepingMessages,
  isRole,
  missingTaskFields,
  personName,
  roleLabels,
  seesEveryRoom,
  taskKindLabels,
  toLocal,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { checkCompanyRefs } from '../../http/company-refs.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { housekeepingRepository as repo } from './housekeeping.repository.ts';
import { dayBounds, today } from './housekeeping.service.ts';

/** Whether the actor sees and closes everyone's tasks (the supervisor, the front desk, managers). */
const seesEveryonesTasks = (actor: Actor) => seesEveryRoom(actor.role);

export async function dayTasks(
  db: Db,
  actor: Actor,
  q: { date?: string; employee?: number },
): Promise<{
  date: string;
  tasks: DayTask[];
}> {
  const date = q.date ?? today(actor);
  const { from, to } = dayBounds(date, actor.timeZone);
  const whose = seesEveryonesTasks(actor) ? q.employee : actor.employeeId;
  const rows = await repo.dayTasks(db, actor.companyId, from, to, whose);
  return {
    date,
    tasks: rows.map((t) => {
      const local = toLocal(t.due, actor.timeZone);
      return {
        id: t.id,
        kind: t.kind,
        kind_label: taskKindLabels[t.kind],
        title: t.title,
        responsible: t.responsible_id,
        responsible_name: t.first_name === null ? '' : personName(t),
        todo_date: local.date,
        todo_time: local.time,
        due_date: t.due,
        description: t.description,
        booking_id: t.booking_id,
        room_id: t.room_id,
        room_name: t.room_name,
        done: t.done,
      };
    }),
  };
}

/** 'Пожалуйста заполните задачу!' as for a booking's task (domain missingTaskFields), then the tenancy. */
async function checkRefs(db: Db, actor: Actor, input: FreeTaskInput) {
  const [missing] = missingTaskFields(input);
  if (missing) throw badRequest(bookingEditorMessages.fillTask, missing);
  await checkCompanyRefs(db, actor.companyId, [
    { kind: 'responsible', id: input.responsible, field: 'responsible' },
    { kind: 'room', id: input.room, field: 'room' },
  ]);
}

const taskValues = (actor: Actor, input: FreeTaskInput) => ({
  kind: input.kind,
  title: input.title,
  responsibleId: input.responsible,
  dueDate: new Date(fromLocal(input.todo_date, input.todo_time, actor.timeZone) * 1000),
  description: input.description,
  roomId: input.room ?? null,
});

/**
 * Whom a free task may be given to: everyone working in the company (not only who cleans), as
 * checkRefs' tenancy rule accepts them; an employee of another company is never listed nor accepted.
 */
export async function taskEmployees(db: Db, actor: Actor) {
  const staff = await repo.staff(db, actor.companyId);
  return {
    employees: staff.map((s) => ({
      id: s.id,
      name: personName(s),
      role: s.role,
      role_label: isRole(s.role) ? roleLabels[s.role] : s.role,
    })),
  };
}

/** A free task: found in the company and tied to no booking (a booking's task is the editor's). */
async function freeTask(db: Db, actor: Actor, id: number) {
  const task = await repo.task(db, actor.companyId, id);
  if (!task || task.bookingId !== null) throw notFound(housekeepingMessages.taskNotFound);
  return task;
}

async function taskView(db: Db, actor: Actor, id: number) {
  const task = await repo.task(db, actor.companyId, id);
  const date = toLocal(Math.floor(task!.dueDate.getTime() / 1000), actor.timeZone).date;
  const list = await dayTasks(db, actor, { date, employee: task!.responsibleId ?? undefined });
  return list.tasks.find((t) => t.id === id)!;
}

export async function createTask(db: Db, actor: Actor, input: FreeTaskInput) {
  await checkRefs(db, actor, input);
  const id = await write(db, actor, (tx) =>
    repo.insertTask(tx, {
      companyId: actor.companyId,
      createdBy: actor.employeeId,
      ...taskValues(actor, input),
    }),
  );
  return taskView(db, actor, id);
}

export async function updateTask(db: Db, actor: Actor, id: number, input: FreeTaskInput) {
  await freeTask(db, actor, id);
  await checkRefs(db, actor, input);
  await write(db, actor, (tx) => repo.updateFreeTask(tx, actor.companyId, id, taskValues(actor, input)));
  return taskView(db, actor, id);
}

export async function deleteTask(db: Db, actor: Actor, id: number) {
  await freeTask(db, actor, id);
  await write(db, actor, (tx) => repo.deleteFreeTask(tx, actor.companyId, id));
}

/**
 * Marks a task done (or not): a free one or a booking's (the booking editor's save keeps the mark of a
 * task it keeps), one's own, or anyone's for who sees every room.
 */
export async function setTaskDone(db: Db, actor: Actor, id: number, done: boolean) {
  const task = await repo.task(db, actor.companyId, id);
  if (!task) throw notFound(housekeepingMessages.taskNotFound);
  if (!seesEveryonesTasks(actor) && task.responsibleId !== actor.employeeId)
    throw new AppError(403, housekeepingMessages.notYourTask);
  await write(db, actor, (tx) => repo.markTaskDone(tx, actor.companyId, id, done));
  return taskView(db, actor, id);
}
