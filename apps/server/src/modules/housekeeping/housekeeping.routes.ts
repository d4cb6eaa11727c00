/**
 * Housekeeping's HTTP surface (issue 33, docs/housekeeping.md): the board, a tap, assignments, tasks of
 * the day, the settings, the printed sheet and the reports. Thin: validate, call, answer.
 */
import {
  assignmentsQuerySchema,
  assignmentsSchema,
  assignmentsView,
  boardQuerySchema,
  boardView,
  cleanedReportView,
  conditionChangeSchema,
  conditionChangeView,
  dayTasksQuerySchema,
  dayTaskView,
  evenAssignmentSchema,
  freeTaskSchema,
  housekeepingSettingsSchema,
  housekeepingSettingsView,
  reportPeriodQuerySchema,
  roomHistoryQuerySchema,
  roomHistoryView,
  sheetQuerySchema,
  taskDoneSchema,
  taskEmployeesView,
  turnaroundReportView,
} from '@pms/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import { contentDisposition, XLSX } from '../../http/download.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, fileResponses, idParams, okView } from '../../http/views.ts';
import { assignEvenly, getAssignments, setAssignments } from './assignments.service.ts';
import {
  createTask,
  dayTasks,
  deleteTask,
  setTaskDone,
  taskEmployees,
  updateTask,
} from './day-tasks.service.ts';
import { board, changeCondition, getSettings, roomHistory, saveSettings } from './housekeeping.service.ts';
import {
  cleanedFile,
  cleanedReport,
  housekeepingSheet,
  turnaroundFile,
  turnaroundReport,
} from './housekeeping-reports.service.ts';

const tags = ['housekeeping'];
const base = '/api/v2/housekeeping';
const dayTasksView = z.object({ date: z.string(), tasks: z.array(dayTaskView) });

const sendFile = (reply: FastifyReply, type: string, doc: { fileName: string; content: Buffer }) =>
  reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition(type === XLSX ? 'attachment' : 'inline', doc.fileName))
    .header('cache-control', 'private, no-store')
    .send(doc.content);

export function housekeepingRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/board/`,
    {
      config: { access: 'housekeeping.view' },
      schema: {
        tags,
        summary: "A day's rooms by urgency: every room (supervisor, front desk) or one's own (housekeeper)",
        querystring: boardQuerySchema,
        response: { 200: boardView, ...errorResponses },
      },
    },
    async (req) => board(db, requestActor(req), req.query),
  );
  r.post(
    `${base}/condition/`,
    {
      // The phone's offline queue replays a tap with its Idempotency-Key: the same answer, nothing more.
      config: { access: 'housekeeping.edit', idempotent: true },
      schema: {
        tags,
        summary:
          "A tap: set a room's or bed's condition, or advance it; an older tap than the last change changes nothing",
        body: conditionChangeSchema,
        response: { 200: conditionChangeView, ...errorResponses },
      },
    },
    async (req) => changeCondition(db, requestActor(req), req.body),
  );
  r.get(
    `${base}/assignments/`,
    {
      config: { access: 'housekeeping.assign' },
      schema: {
        tags,
        summary: "A date's assignments and the housekeepers one may assign",
        querystring: assignmentsQuerySchema,
        response: { 200: assignmentsView, ...errorResponses },
      },
    },
    async (req) => getAssignments(db, requestActor(req), req.query),
  );
  r.put(
    `${base}/assignments/`,
    {
      config: { access: 'housekeeping.assign' },
      schema: {
        tags,
        summary: 'Assign rooms to housekeepers (null: to nobody) for a date',
        body: assignmentsSchema,
        response: { 200: assignmentsView, ...errorResponses },
      },
    },
    async (req) => setAssignments(db, requestActor(req), req.body),
  );
  r.post(
    `${base}/assignments/even/`,
    {
      config: { access: 'housekeeping.assign' },
      schema: {
        tags,
        summary: 'Share the rooms out evenly among housekeepers, by floor or by room count',
        body: evenAssignmentSchema,
        response: { 200: assignmentsView, ...errorResponses },
      },
    },
    async (req) => assignEvenly(db, requestActor(req), req.body),
  );
  r.get(
    `${base}/rooms/:id/history/`,
    {
      config: { access: 'housekeeping.view' },
      schema: {
        tags,
        summary:
          "A room's condition changes (its beds' too), newest first, paged: who, when, from, to, reason, note",
        params: idParams,
        querystring: roomHistoryQuerySchema,
        response: { 200: roomHistoryView, ...errorResponses },
      },
    },
    async (req) => roomHistory(db, requestActor(req), req.params.id, req.query),
  );
  r.get(
    `${base}/tasks/employees/`,
    {
      config: { access: 'housekeeping.assign' },
      schema: {
        tags,
        summary: 'Whom a free task may be given to: every employee working in the company',
        response: { 200: taskEmployeesView, ...errorResponses },
      },
    },
    async (req) => taskEmployees(db, requestActor(req)),
  );
  r.get(
    `${base}/tasks/`,
    {
      // Every employee has a list of her own (a task may go to anyone); who sees every room, anyone's.
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          "A day's tasks (a booking's and free ones) by due time: one's own, or anyone's for who sees every room",
        querystring: dayTasksQuerySchema,
        response: { 200: dayTasksView, ...errorResponses },
      },
    },
    async (req) => dayTasks(db, requestActor(req), req.query),
  );
  r.post(
    `${base}/tasks/`,
    {
      config: { access: 'housekeeping.assign', idempotent: true },
      schema: {
        tags,
        summary: 'A maintenance or housekeeping task tied to no booking',
        body: freeTaskSchema,
        response: { 201: dayTaskView, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await createTask(db, requestActor(req), req.body)),
  );
  r.put(
    `${base}/tasks/:id/`,
    {
      config: { access: 'housekeeping.assign' },
      schema: {
        tags,
        summary: 'Change a free task',
        params: idParams,
        body: freeTaskSchema,
        response: { 200: dayTaskView, ...errorResponses },
      },
    },
    async (req) => updateTask(db, requestActor(req), req.params.id, req.body),
  );
  r.delete(
    `${base}/tasks/:id/`,
    {
      config: { access: 'housekeeping.assign' },
      schema: {
        tags,
        summary: 'Delete a free task',
        params: idParams,
        response: { 200: okView, ...errorResponses },
      },
    },
    async (req) => {
      await deleteTask(db, requestActor(req), req.params.id);
      return { ok: true as const };
    },
  );
  r.post(
    `${base}/tasks/:id/done/`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Mark a task (a free one or a booking’s) done or not (one’s own; anyone’s for who sees every room)',
        params: idParams,
        body: taskDoneSchema,
        response: { 200: dayTaskView, ...errorResponses },
      },
    },
    async (req) => setTaskDone(db, requestActor(req), req.params.id, req.body.done),
  );
  r.get(
    `${base}/settings/`,
    {
      config: { access: 'housekeeping.view' },
      schema: {
        tags,
        summary: "The company's housekeeping automation",
        response: { 200: housekeepingSettingsView, ...errorResponses },
      },
    },
    async (req) => getSettings(db, requestActor(req)),
  );
  r.put(
    `${base}/settings/`,
    {
      config: { access: 'housekeeping.assign' },
      schema: {
        tags,
        summary: "Change the company's housekeeping automation",
        body: housekeepingSettingsSchema,
        response: { 200: housekeepingSettingsView, ...errorResponses },
      },
    },
    async (req) => saveSettings(db, requestActor(req), req.body),
  );
  r.get(
    `${base}/sheet/`,
    {
      config: { access: 'housekeeping.assign' },
      schema: {
        tags,
        summary: "A housekeeper's printed sheet of a day (PDF)",
        querystring: sheetQuerySchema,
        response: fileResponses('application/pdf'),
      },
    },
    async (req, reply) =>
      sendFile(reply, 'application/pdf', await housekeepingSheet(db, requestActor(req), req.query)),
  );
  r.get(
    `${base}/reports/cleaned/`,
    {
      config: { access: 'housekeeping.assign' },
      schema: {
        tags,
        summary: 'Rooms marked clean per housekeeper per day',
        querystring: reportPeriodQuerySchema,
        response: { 200: cleanedReportView, ...errorResponses },
      },
    },
    async (req) => cleanedReport(db, requestActor(req), req.query),
  );
  r.get(
    `${base}/reports/cleaned/xlsx/`,
    {
      config: { access: 'housekeeping.assign' },
      schema: {
        tags,
        summary: 'Rooms cleaned per housekeeper per day as a workbook',
        querystring: reportPeriodQuerySchema,
        response: fileResponses(XLSX),
      },
    },
    async (req, reply) => sendFile(reply, XLSX, await cleanedFile(db, requestActor(req), req.query)),
  );
  r.get(
    `${base}/reports/turnaround/`,
    {
      config: { access: 'housekeeping.assign' },
      schema: {
        tags,
        summary: "Each check-out's time until its room was marked clean",
        querystring: reportPeriodQuerySchema,
        response: { 200: turnaroundReportView, ...errorResponses },
      },
    },
    async (req) => turnaroundReport(db, requestActor(req), req.query),
  );
  r.get(
    `${base}/reports/turnaround/xlsx/`,
    {
      config: { access: 'housekeeping.assign' },
      schema: {
        tags,
        summary: 'Check-out to clean as a workbook',
        querystring: reportPeriodQuerySchema,
        response: fileResponses(XLSX),
      },
    },
    async (req, reply) => sendFile(reply, XLSX, await turnaroundFile(db, requestActor(req), req.query)),
  );
}
