/**
 * 'Отчёты': occupancy with ADR and RevPAR, revenue, the cash report (and its PDF through the documents'
 * register) and the arrivals forecast, each read for the actor's company in its time zone. The periods
 * arrive checked by the domain's query schemas; the database computes every figure (reports.repository).
 */
import {
  addDays,
  type CashReport,
  type CashReportQuery,
  FORECAST_DAYS,
  type ForecastQuery,
  formatDay,
  fromLocal,
  type ReportPeriodQuery,
  toLocal,
} from '@pms/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { cashReportData, renderCashReport } from '../../render/cash-report-pdf.ts';
import { printedCompany } from '../../render/pdf/company.ts';
import {
  cashXlsx,
  forecastXlsx,
  occupancyXlsx,
  type ReportHeading,
  reportFileNames,
  revenueXlsx,
} from '../../render/reports-xlsx.ts';
import { getCompanyInfo } from '../companies/index.ts';
import { issueAndLink } from '../documents/index.ts';
import { cashRepository } from './cash.repository.ts';
import { readReport, type Scope } from './report-sql.ts';
import {
  type CashSpan,
  presentCash,
  presentForecast,
  presentOccupancy,
  presentRevenue,
} from './reports.presenter.ts';
import { reportsRepository as repo } from './reports.repository.ts';

export interface ReportFile {
  fileName: string;
  content: Buffer;
}

const scopeOf = (actor: Actor): Scope => ({ companyId: actor.companyId, timeZone: actor.timeZone });
const nowSeconds = () => Math.floor(Date.now() / 1000);
const localText = (seconds: number, timeZone: string) => {
  const l = toLocal(seconds, timeZone);
  return `${l.date} ${l.time}`;
};

/** What a workbook prints above its tables: whose report and when it was made, in the property's zone. */
function headingOf(actor: Actor): ReportHeading {
  const now = toLocal(nowSeconds(), actor.timeZone);
  return {
    companyName: actor.companyName,
    madeAt: `${formatDay(now.date)} ${now.time}`,
    timeZone: actor.timeZone,
  };
}

export async function occupancyReport(
  db: Db,
  actor: Actor,
  q: ReportPeriodQuery & { categoryDays?: boolean },
) {
  // The summary's pending changes folded first (their own commit), so the statement expands few of them.
  await repo.foldOccupancy(db, actor.companyId);
  const facts = await readReport(db, (tx) => repo.occupancy(tx, scopeOf(actor), q.start, q.end));
  return presentOccupancy(q.start, q.end, facts, q.categoryDays ?? true);
}

/**
 * The sweeper's part of the summary (migration 0058): folds every company's waiting changes, each in its
 * own short transaction, so they stay few even where nobody opens the report.
 */
export async function foldOccupancyChanges(db: Db) {
  for (const companyId of await repo.companiesToFold(db)) await repo.foldOccupancy(db, companyId);
}

export async function occupancyFile(db: Db, actor: Actor, q: ReportPeriodQuery): Promise<ReportFile> {
  const report = await occupancyReport(db, actor, q);
  return {
    fileName: reportFileNames.occupancy(q.start, q.end),
    content: await occupancyXlsx(report, headingOf(actor)),
  };
}

export async function revenueReport(db: Db, actor: Actor, q: ReportPeriodQuery) {
  // One snapshot: the plans' figures add up to the same total as the other sections'.
  const [rows, plans] = await readReport(
    db,
    async (tx) =>
      [
        await repo.revenue(tx, scopeOf(actor), q.start, q.end),
        await repo.revenueByPlan(tx, scopeOf(actor), q.start, q.end),
      ] as const,
  );
  return presentRevenue(q.start, q.end, rows, plans);
}

export async function revenueFile(db: Db, actor: Actor, q: ReportPeriodQuery): Promise<ReportFile> {
  const report = await revenueReport(db, actor, q);
  return {
    fileName: reportFileNames.revenue(q.start, q.end),
    content: await revenueXlsx(report, headingOf(actor)),
  };
}

/** The cash report's span: a local day is its midnight to the next one, in the property's zone. */
function cashSpan(actor: Actor, q: CashReportQuery): CashSpan {
  const from = q.date !== undefined ? fromLocal(q.date, '00:00', actor.timeZone) : q.from;
  const to = q.date !== undefined ? fromLocal(addDays(q.date, 1), '00:00', actor.timeZone) : q.to;
  return { from, to, from_local: localText(from, actor.timeZone), to_local: localText(to, actor.timeZone) };
}

export async function cashReport(db: Db, actor: Actor, q: CashReportQuery): Promise<CashReport> {
  const span = cashSpan(actor, q);
  const scope = scopeOf(actor);
  const [groups, payments] = await readReport(db, (tx) =>
    Promise.all([
      cashRepository.groups(tx, scope, span.from, span.to),
      cashRepository.payments(tx, scope, span.from, span.to),
    ]),
  );
  return presentCash(span, groups, payments);
}

export async function cashFile(db: Db, actor: Actor, q: CashReportQuery): Promise<ReportFile> {
  const report = await cashReport(db, actor, q);
  const span = q.date ?? `${report.from_local} — ${report.to_local}`;
  return { fileName: reportFileNames.cash(span), content: await cashXlsx(report, headingOf(actor)) };
}

/**
 * The cash report as a PDF, through the documents' register: numbered, kept, and the same document again
 * when nothing it prints has changed. The employee who prints it is the cashier who signs it.
 */
export async function cashDocument(db: Db, actor: Actor, req: FastifyRequest, q: CashReportQuery) {
  const [report, company, cashier] = await Promise.all([
    cashReport(db, actor, q),
    getCompanyInfo(db, actor),
    cashRepository.employeeName(db, actor.employeeId),
  ]);
  const data = cashReportData(report, {
    company: printedCompany(company),
    cashier,
    timeZone: actor.timeZone,
  });
  const { url } = await issueAndLink(db, actor, req, {
    kind: 'cash_report',
    snapshot: data,
    render: async ({ number, issuedAt }) => {
      const at = toLocal(Math.floor(issuedAt.getTime() / 1000), actor.timeZone);
      return {
        content: await renderCashReport(data, { number, issuedAt: `${formatDay(at.date)} ${at.time}` }),
        fileName: `Кассовый отчёт №${number}.pdf`,
        contentType: 'application/pdf',
      };
    },
  });
  return { document: url };
}

/** The forecast's 14 days from `start`, or from the property's today. */
export async function forecastReport(db: Db, actor: Actor, q: ForecastQuery) {
  const start = q.start ?? toLocal(nowSeconds(), actor.timeZone).date;
  const end = q.end ?? addDays(start, FORECAST_DAYS - 1);
  const rows = await readReport(db, (tx) => repo.forecast(tx, scopeOf(actor), start, end));
  return presentForecast(start, end, rows);
}

export async function forecastFile(db: Db, actor: Actor, q: ForecastQuery): Promise<ReportFile> {
  const report = await forecastReport(db, actor, q);
  return {
    fileName: reportFileNames.forecast(report.start, report.end),
    content: await forecastXlsx(report, headingOf(actor)),
  };
}
