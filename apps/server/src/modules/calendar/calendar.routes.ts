import {
  availabilityAnswerSchema,
  availabilityQuerySchema,
  calendarAnswerSchema,
  calendarQuerySchema,
  hourBookingSchema,
  idSchema,
  todaySummarySchema,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import { contentDisposition, XLSX } from '../../http/download.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, fileResponses, sendSerialized } from '../../http/views.ts';
import { availability } from './availability.service.ts';
import {
  calendar,
  exportCalendar,
  findsByPhone,
  hourly,
  reservesBlocks,
  seesMoney,
} from './calendar.service.ts';
import { calendarBytes } from './calendar-bytes.ts';
import type { CalendarAnswerCache } from './calendar-cache.ts';
import { today } from './today.service.ts';

const tags = ['calendar'];

export function calendarRoutes(app: FastifyInstance, { db }: RouteDeps, cache: CalendarAnswerCache) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/main/calendar/',
    {
      config: { access: 'calendar.view' },
      schema: {
        tags,
        summary:
          'Rooms by category with what holds them in [start, end) (unix seconds); search filters bookings by client',
        querystring: calendarQuerySchema,
        response: { 200: calendarAnswerSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      // The service builds this shape itself; re-validating thousands of bars through zod on every
      // answer cost more than the query, so the schema documents the answer and the bytes are sent
      // as they are (written a room at a time, calendar-bytes.ts; kept for the next identical request).
      // A role that sees no money gets bars without amounts, and one that may not reserve a block gets
      // blocks it may not reserve: their answers are kept apart.
      const actor = requestActor(req);
      const money = seesMoney(actor) ? 'money' : 'bare';
      const reserves = reservesBlocks(actor) ? 'reserve' : 'look';
      const phones = findsByPhone(actor) ? 'phones' : 'names';
      const key = `${req.query.start}:${req.query.end}:${req.query.search ?? ''}:${money}:${reserves}:${phones}`;
      const { body, cached } = await cache.answer(req.companyId, key, async () =>
        calendarBytes(await calendar(db, requestActor(req), req.query)),
      );
      reply.header('x-calendar-cache', cached ? 'hit' : 'miss');
      return sendSerialized(reply, body);
    },
  );

  r.get(
    '/api/v2/main/availability/',
    {
      // What the calendar shows anyway (which rooms are held), without whom or what for.
      config: { access: 'calendar.view' },
      schema: {
        tags,
        summary:
          "Rooms free or taken for [check_in, check_out) (unix seconds), the booking's own holds aside, and which categories fit the adults and children: the room pickers and 'Найти свободный номер'",
        querystring: availabilityQuerySchema,
        response: { 200: availabilityAnswerSchema, ...errorResponses },
      },
    },
    async (req) => availability(db, requestActor(req), req.query),
  );

  r.get(
    '/api/v2/main/export-calendar/',
    {
      // The export carries the amounts and debts: whoever sees bookings' money (issue 25).
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: "'Скачать EXCEL': the calendar window as report.xlsx",
        querystring: calendarQuerySchema,
        response: fileResponses(XLSX),
      },
    },
    async (req, reply) => {
      const file = await exportCalendar(db, requestActor(req), req.query);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', 'report.xlsx'))
        .send(file);
    },
  );

  r.get(
    '/api/v2/main/today/',
    {
      config: { access: 'calendar.view' },
      schema: {
        tags,
        summary: "'Состояние на сегодня' counters in the property's time zone",
        response: { 200: todaySummarySchema, ...errorResponses },
      },
    },
    async (req) => today(db, requestActor(req)),
  );

  r.get(
    '/api/v2/main/calendar-time/',
    {
      config: { access: 'calendar.view' },
      schema: {
        tags,
        summary: 'Bookings of one room in [start, end), for the hourly dialog',
        querystring: calendarQuerySchema.extend({ room_id: idSchema }),
        response: { 200: z.array(hourBookingSchema), ...errorResponses },
      },
    },
    async (req) => hourly(db, requestActor(req), req.query),
  );
}
