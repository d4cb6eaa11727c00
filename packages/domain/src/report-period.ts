/**
 * The periods the reports ('Отчёты') are asked for, checked in one place: the server's query schemas
 * refuse with these messages and the report screen can say the same before it asks. A report period is
 * two local dates, both inclusive; the cash report's span is two instants, [from, to).
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { unixSecondsInput } from './schemas.ts';
import { addDays, periodDays } from './zoned-time.ts';

export const reportMessages = {
  invalidDate: 'Неверная дата',
  reversed: 'Начало периода позже конца',
  tooLong: 'Период не может быть больше 366 дней',
  cashTooLong: 'Кассовый отчёт — не больше 31 дня',
  cashSpanRequired: 'Укажите день или начало и конец смены',
} as const;

/** A year, leap or not, fits one report; a longer span is a mistake or a job for a bigger export. */
export const REPORT_MAX_DAYS = 366;
/** A shift, a week or a month of a till: longer lists stop being one cash report. */
export const CASH_REPORT_MAX_DAYS = 31;
/** The arrivals forecast looks this many days ahead, today included, unless the kitchen picks its end. */
export const FORECAST_DAYS = 14;

const DAY_SECONDS = 86_400;

/** 'YYYY-MM-DD' naming a real calendar day (not 2026-02-30), years 2000–2100 as the calendar's instants. */
export function isLocalDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100 && addDays(value, 0) === value;
}

export interface PeriodProblem {
  message: string;
  field: 'start' | 'end' | 'from' | 'to' | 'date';
}

/** What is wrong with a report period of local dates, or null when it can be reported. */
export function reportPeriodProblem(start: unknown, end: unknown): PeriodProblem | null {
  if (!isLocalDate(start)) return { message: reportMessages.invalidDate, field: 'start' };
  if (!isLocalDate(end)) return { message: reportMessages.invalidDate, field: 'end' };
  // 'YYYY-MM-DD' strings compare in date order.
  if (start > end) return { message: reportMessages.reversed, field: 'end' };
  if (periodDays(start, end) > REPORT_MAX_DAYS) return { message: reportMessages.tooLong, field: 'end' };
  return null;
}

/** What is wrong with a cash report's span of instants [from, to) (unix seconds), or null. */
export function cashSpanProblem(from: number, to: number): PeriodProblem | null {
  if (from > to) return { message: reportMessages.reversed, field: 'to' };
  if (to - from > CASH_REPORT_MAX_DAYS * DAY_SECONDS)
    return { message: reportMessages.cashTooLong, field: 'to' };
  return null;
}

const optionalText = z.string().optional();

const period = { start: optionalText, end: optionalText };
const checkPeriod = (q: { start?: string; end?: string }, ctx: z.RefinementCtx) => {
  const problem = reportPeriodProblem(q.start, q.end);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
};

/** `?start=YYYY-MM-DD&end=YYYY-MM-DD`: the revenue report's query, and the workbooks'. */
export const reportPeriodQuerySchema = z
  .object(period)
  .superRefine(checkPeriod)
  .transform((q) => ({ start: q.start as string, end: q.end as string }));
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

/**
 * The occupancy report's query: the period, and `category_days=0` to leave out each category's days (the
 * screen shows the days and the categories' totals; the categories' days are ≈ 95 % of a year's answer and
 * only the workbook prints them). Without it, or with `1`, they are in the answer.
 */
export const occupancyQuerySchema = z
  .object({ ...period, category_days: z.enum(['0', '1'], { error: messages.invalidValue }).optional() })
  .superRefine(checkPeriod)
  .transform((q) => ({
    start: q.start as string,
    end: q.end as string,
    categoryDays: q.category_days !== '0',
  }));
export type OccupancyQuery = z.infer<typeof occupancyQuerySchema>;

/**
 * The cash report's query: `date` (that local day, 00:00 to 24:00), or `from` and `to` (unix seconds).
 * The day's instants depend on the property's zone, so the server turns a date into them.
 */
export const cashReportQuerySchema = z
  .object({
    date: optionalText,
    from: unixSecondsInput.optional(),
    to: unixSecondsInput.optional(),
  })
  .superRefine((q, ctx) => {
    const fail = (p: PeriodProblem) => ctx.addIssue({ code: 'custom', message: p.message, path: [p.field] });
    if (q.date !== undefined) {
      if (!isLocalDate(q.date)) fail({ message: reportMessages.invalidDate, field: 'date' });
      return;
    }
    if (q.from === undefined || q.to === undefined) {
      fail({ message: reportMessages.cashSpanRequired, field: q.from === undefined ? 'from' : 'to' });
      return;
    }
    const problem = cashSpanProblem(q.from, q.to);
    if (problem) fail(problem);
  })
  .transform((q) =>
    q.date !== undefined ? { date: q.date } : { date: undefined, from: q.from as number, to: q.to as number },
  );
export type CashReportQuery = z.infer<typeof cashReportQuerySchema>;

/**
 * `?start=YYYY-MM-DD&end=YYYY-MM-DD`, the forecast's days (issue 29, item 14: the kitchen picks its
 * range). Without a start, the property's today; without an end, FORECAST_DAYS days from the start.
 */
export const forecastQuerySchema = z
  .object({ start: optionalText, end: optionalText })
  .superRefine((q, ctx) => {
    if (q.start !== undefined && !isLocalDate(q.start)) {
      ctx.addIssue({ code: 'custom', message: reportMessages.invalidDate, path: ['start'] });
      return;
    }
    if (q.end === undefined) return;
    const problem = reportPeriodProblem(q.start, q.end);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type ForecastQuery = z.infer<typeof forecastQuerySchema>;
