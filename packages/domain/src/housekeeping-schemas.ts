/**
 * The payloads and answers of housekeeping (issue 33, docs/housekeeping.md): the board, a condition
 * change (replayable by the phone's offline queue), assignments, tasks of the day, the settings and the
 * reports. The server validates with these; the screens use the same ones.
 */
import { z } from 'zod';
import {
  assignModes,
  conditionChangeRefusal,
  conditionSources,
  housekeepingMessages,
  roomConditions,
  roomMovements,
} from './housekeeping.ts';
import { messages } from './messages.ts';
import { idSchema, requiredText, wholeNumberInput } from './primitives.ts';
import { isLocalDate, reportMessages } from './report-period.ts';
import { unixSecondsInput } from './schemas.ts';

const localDay = z.string({ error: messages.required }).refine(isLocalDate, reportMessages.invalidDate);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.invalidTime);
const condition = z.enum(roomConditions, { error: messages.invalidValue });
const optionalText = (max: number) => z.string().trim().max(max, messages.tooLong).default('');

/** Who changed or is assigned: an employee's id and 'Фамилия Имя'. */
const person = z.object({ id: z.number(), name: z.string() });

/**
 * `POST /api/v2/housekeeping/condition/`: a tap. Either `condition` (an explicit set; what the offline
 * queue sends: the next condition of what the phone showed) or `advance: true` (the next condition of the
 * stored one). `tapped_at` is when the tap was made (unix seconds; the server's now when left out): a
 * tap older than the room's last change changes nothing. Send it with an `Idempotency-Key`.
 */
export const conditionChangeSchema = z
  .object({
    room: idSchema,
    bed: idSchema.nullish(),
    condition: condition.optional(),
    advance: z.boolean().optional(),
    reason: optionalText(200),
    note: optionalText(500),
    tapped_at: unixSecondsInput.optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.condition === undefined) === (b.advance !== true))
      ctx.addIssue({ code: 'custom', message: housekeepingMessages.conditionOrAdvance, path: ['condition'] });
    if (b.condition) {
      const refusal = conditionChangeRefusal({ to: b.condition, reason: b.reason });
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal.message, path: [refusal.field] });
    }
  });
export type ConditionChange = z.infer<typeof conditionChangeSchema>;

/** A room's or a bed's condition as stored; a unit nobody marked is 'Чистый' with no change. */
export const conditionView = z.object({
  condition,
  condition_label: z.string(),
  reason: z.string(),
  note: z.string(),
  linen_change: z.boolean(),
  source: z.enum(conditionSources).nullable(),
  /** When it last changed (unix seconds), null when never. */
  changed_at: z.number().nullable(),
  changed_by: person.nullable(),
});
export type ConditionView = z.infer<typeof conditionView>;

export const movementView = z.object({
  kind: z.enum(roomMovements),
  label: z.string(),
  arrival_time: z.string().nullable(),
  departure_time: z.string().nullable(),
});

export const boardBedView = conditionView.extend({ bed_id: z.number(), name: z.string() });

/** One room of the board: no money, no guest (issue 33: the housekeeper sees neither). */
export const boardRoomView = conditionView.extend({
  room_id: z.number(),
  room_name: z.string(),
  category_name: z.string(),
  floor: z.string(),
  housekeeper: person.nullable(),
  movement: movementView,
  /** Whether the next tap has somewhere to go (null: nothing to tap). */
  next_condition: condition.nullable(),
  beds: z.array(boardBedView),
});
export type BoardRoom = z.infer<typeof boardRoomView>;

export const boardView = z.object({
  date: z.string(),
  /** Whether the answer holds every room (the supervisor) or only the asker's. */
  all_rooms: z.boolean(),
  rooms: z.array(boardRoomView),
});

/** `GET /api/v2/housekeeping/board/`: a local date (today when left out) and the supervisor's filters. */
export const boardQuerySchema = z.object({
  date: localDay.optional(),
  condition: condition.optional(),
  housekeeper: idSchema.optional(),
  floor: z.string().max(20, messages.tooLong).optional(),
});

export const conditionChangeView = z.object({
  /** False when the tap was older than the room's last change and changed nothing. */
  applied: z.boolean(),
  room_id: z.number(),
  bed_id: z.number().nullable(),
  current: conditionView,
});

/** The live message of a condition change (`{"housekeeping": …}` on the calendar's socket). */
export const housekeepingEventSchema = z.object({
  room_id: z.number(),
  bed_id: z.number().nullable(),
  condition,
  reason: z.string(),
  linen_change: z.boolean(),
  source: z.enum(conditionSources),
  changed_at: z.number(),
});
export type HousekeepingEvent = z.infer<typeof housekeepingEventSchema>;

/** A housekeeper one may assign to: an employee of the company whose role may mark rooms. */
export const housekeeperView = person.extend({ role: z.string(), rooms: z.number() });

export const assignmentsView = z.object({
  date: z.string(),
  assignments: z.array(z.object({ room_id: z.number(), room_name: z.string(), housekeeper: person })),
  housekeepers: z.array(housekeeperView),
});

export const assignmentsQuerySchema = z.object({ date: localDay.optional() });

/** `PUT /api/v2/housekeeping/assignments/`: rooms given to a housekeeper (null: to nobody) on a date. */
export const assignmentsSchema = z.object({
  date: localDay,
  assignments: z
    .array(z.object({ room: idSchema, housekeeper: idSchema.nullable() }))
    .max(5000, messages.tooLong),
});

/** `POST /api/v2/housekeeping/assignments/even/`: the rooms (all active ones when left out) shared out. */
export const evenAssignmentSchema = z.object({
  date: localDay,
  mode: z.enum(assignModes, { error: messages.invalidValue }),
  housekeepers: z.array(idSchema).min(1, housekeepingMessages.noHousekeepers).max(100, messages.tooLong),
  rooms: z.array(idSchema).max(5000, messages.tooLong).optional(),
});

export const freeTaskKinds = ['maintenance', 'housekeeping'] as const;
export const taskKinds = ['booking', ...freeTaskKinds] as const;
export const taskKindLabels: Record<(typeof taskKinds)[number], string> = {
  booking: 'По брони',
  maintenance: 'Техническая',
  housekeeping: 'Уборка',
};

/**
 * A task not tied to a booking, with the spec's task fields (todo_time defaults to 12:00); saved only
 * whole, as a booking's task (domain missingTaskFields: 'Пожалуйста заполните задачу!').
 */
export const freeTaskSchema = z.object({
  kind: z.enum(freeTaskKinds, { error: messages.invalidValue }),
  title: requiredText(200),
  responsible: idSchema,
  todo_date: localDay,
  todo_time: clock.default('12:00'),
  description: optionalText(2000),
  room: idSchema.nullish(),
});
export type FreeTaskInput = z.infer<typeof freeTaskSchema>;

export const taskDoneSchema = z.object({ done: z.boolean() });

export const dayTaskView = z.object({
  id: z.number(),
  kind: z.enum(taskKinds),
  kind_label: z.string(),
  title: z.string(),
  responsible: z.number().nullable(),
  responsible_name: z.string(),
  todo_date: z.string(),
  todo_time: z.string(),
  /** todo_date + todo_time in the property's zone, unix seconds (the spec's due_date). */
  due_date: z.number(),
  description: z.string(),
  booking_id: z.number().nullable(),
  room_id: z.number().nullable(),
  room_name: z.string().nullable(),
  done: z.boolean(),
});
export type DayTask = z.infer<typeof dayTaskView>;

/** `GET /api/v2/housekeeping/tasks/`: a local date, and (for the supervisor) whose. */
export const dayTasksQuerySchema = z.object({ date: localDay.optional(), employee: idSchema.optional() });

/** `PUT /api/v2/housekeeping/settings/` (domain HousekeepingSettings). */
export const housekeepingSettingsSchema = z.object({
  check_out_makes_dirty: z.boolean(),
  daily_tidy: z.boolean(),
  tidy_hour: wholeNumberInput({ min: 0, max: 23 }),
  linen_every_nights: wholeNumberInput({ min: 0, max: 60 }),
});

export const housekeepingSettingsView = z.object({
  check_out_makes_dirty: z.boolean(),
  daily_tidy: z.boolean(),
  tidy_hour: z.number(),
  linen_every_nights: z.number(),
});

/** `GET /api/v2/housekeeping/sheet/`: one housekeeper's printed sheet for a date. */
export const sheetQuerySchema = z.object({ date: localDay.optional(), housekeeper: idSchema });

export const cleanedReportView = z.object({
  start: z.string(),
  end: z.string(),
  rows: z.array(z.object({ date: z.string(), employee: person, rooms: z.number() })),
  total: z.number(),
});

export const turnaroundReportView = z.object({
  start: z.string(),
  end: z.string(),
  rows: z.array(
    z.object({
      room_name: z.string(),
      bed_name: z.string().nullable(),
      /** When the check-out made it dirty, and when it was marked clean (unix seconds). */
      check_out_at: z.number(),
      clean_at: z.number(),
      minutes: z.number(),
      cleaned_by: person.nullable(),
    }),
  ),
  /** The mean of the rows' minutes, rounded; null with no rows. */
  average_minutes: z.number().nullable(),
});

/**
 * `GET /api/v2/housekeeping/tasks/employees/`: whom a free task may be given to: every employee working
 * in the company (a maintenance task to the front desk, a tidy to a housekeeper), with the role's label.
 */
export const taskEmployeesView = z.object({
  employees: z.array(person.extend({ role: z.string(), role_label: z.string() })),
});

/** `GET /api/v2/housekeeping/rooms/{id}/history/`: the specification's paging, 20 a page by default. */
export const roomHistoryQuerySchema = z.object({
  'page[number]': wholeNumberInput({ min: 1, max: 1_000_000 }).default(1),
  'page[size]': wholeNumberInput({ min: 1, max: 100 }).default(20),
});

/** One change of a room's (or a bed's) condition: who, when, from, to, why. Newest first. */
export const roomHistoryEntryView = z.object({
  id: z.number(),
  bed_id: z.number().nullable(),
  bed_name: z.string().nullable(),
  /** null: the unit's first mark (before it, nobody had marked it: 'Чистый'). */
  from_condition: condition.nullable(),
  from_label: z.string().nullable(),
  condition,
  condition_label: z.string(),
  reason: z.string(),
  note: z.string(),
  linen_change: z.boolean(),
  source: z.enum(conditionSources),
  source_label: z.string(),
  /** When it happened (a replayed tap's own time), unix seconds. */
  changed_at: z.number(),
  changed_by: person.nullable(),
});
export type RoomHistoryEntry = z.infer<typeof roomHistoryEntryView>;

export const roomHistoryView = z.object({
  room_id: z.number(),
  room_name: z.string(),
  count: z.number(),
  results: z.array(roomHistoryEntryView),
});
