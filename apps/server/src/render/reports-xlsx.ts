/**
 * The reports as workbooks ('Выгрузить в Excel' of 'Отчёты'): each prints exactly the report the API
 * answers for the same query, one sheet per section, with the report's definitions under the title.
 * Pure: the caller passes the answer, the company's name and when it was made.
 */
import {
  type CashReport,
  type ForecastReport,
  formatDay,
  type OccupancyReport,
  type RevenueReport,
} from '@pms/domain';
import { addTableSheet, newWorkbook, type SheetColumn, workbookBuffer } from './report-sheet.ts';

export interface ReportHeading {
  companyName: string;
  /** 'DD.MM.YYYY HH:mm' in the property's zone. */
  madeAt: string;
  timeZone: string;
}

const TOTAL = 'Итого';
const period = (start: string, end: string) => `${formatDay(start)} — ${formatDay(end)}`;
const made = (h: ReportHeading) => `Сформирован ${h.madeAt} (${h.timeZone})`;
/** 'YYYY-MM-DD HH:mm' as 'DD.MM.YYYY HH:mm', the way the sheets show a moment. */
const dayAndTime = (local: string) => {
  const [date = '', time] = local.split(' ');
  return time ? `${formatDay(date)} ${time}` : formatDay(date);
};
const categoryTypes: Record<string, string> = { room: 'Номера', koika: 'Койки' };

export const reportFileNames = {
  occupancy: (start: string, end: string) => `Загрузка ${start} — ${end}.xlsx`,
  revenue: (start: string, end: string) => `Выручка ${start} — ${end}.xlsx`,
  /** A day by its date; a shift by its local times (':' is not allowed in a Windows file name). */
  cash: (span: string) => `Кассовый отчёт ${span.replaceAll(':', '.')}.xlsx`,
  forecast: (start: string, end: string) => `Прогноз заездов ${start} — ${end}.xlsx`,
};

type OccupancyLine = Omit<OccupancyReport['days'][number], 'repair' | 'date'> & {
  date?: string;
  repair?: number;
  name?: string;
  type?: string;
};
const occupancyColumns = (
  lead: SheetColumn<OccupancyLine>[],
  repair: boolean,
): SheetColumn<OccupancyLine>[] => [
  ...lead,
  { header: 'В продаже', width: 12, kind: 'count', value: (r) => r.available },
  { header: 'Продано', width: 11, kind: 'count', value: (r) => r.sold },
  ...(repair
    ? [{ header: 'Ремонт', width: 10, kind: 'count' as const, value: (r: OccupancyLine) => r.repair ?? null }]
    : []),
  { header: 'Загрузка, %', width: 12, kind: 'percent', value: (r) => r.occupancy },
  { header: 'Выручка за проживание', width: 20, kind: 'money', value: (r) => r.revenue },
  { header: 'ADR', width: 14, kind: 'money', value: (r) => r.adr },
  { header: 'RevPAR', width: 14, kind: 'money', value: (r) => r.revpar },
];

export async function occupancyXlsx(report: OccupancyReport, h: ReportHeading): Promise<Buffer> {
  const book = await newWorkbook();
  const title = `Загрузка и ADR/RevPAR — ${h.companyName}, ${period(report.start, report.end)}`;
  const subtitle = `${made(h)}. В продаже — номера и койки действующих номеров без ремонта; продано — занятые на ночь; ADR = выручка за проживание / продано; RevPAR = выручка / в продаже`;
  const dateColumn: SheetColumn<OccupancyLine> = {
    header: 'Дата',
    width: 12,
    kind: 'date',
    value: (r) => r.date ?? null,
  };
  addTableSheet<OccupancyLine>(book, {
    name: 'По дням',
    title,
    subtitle,
    columns: occupancyColumns([dateColumn], true),
    rows: report.days,
    total: { ...report.totals, date: TOTAL },
    empty: 'Нет дней',
  });
  const categoryColumns: SheetColumn<OccupancyLine>[] = [
    { header: 'Категория', width: 26, value: (r) => r.name ?? null },
    { header: 'Продаётся', width: 11, value: (r) => r.type ?? null },
  ];
  addTableSheet<OccupancyLine>(book, {
    name: 'По категориям',
    title,
    subtitle,
    columns: occupancyColumns(categoryColumns, false),
    rows: report.categories.map((c) => ({ ...c, type: categoryTypes[c.category_type] ?? c.category_type })),
    total: { ...report.totals, name: TOTAL },
    empty: 'Категорий нет',
  });
  addTableSheet<OccupancyLine>(book, {
    name: 'Категории по дням',
    title,
    subtitle,
    columns: occupancyColumns([categoryColumns[0]!, dateColumn], false),
    rows: report.categories.flatMap((c) => (c.days ?? []).map((d) => ({ ...d, name: c.name }))),
    empty: 'Категорий нет',
  });
  return workbookBuffer(book);
}

type RevenueLine = RevenueReport['kinds'] & { label: string | number | null };
const revenueColumns = (lead: SheetColumn<RevenueLine>): SheetColumn<RevenueLine>[] => [
  lead,
  { header: 'Проживание', width: 16, kind: 'money', value: (r) => r.accommodation },
  { header: 'Питание', width: 14, kind: 'money', value: (r) => r.meals },
  { header: 'Услуги', width: 14, kind: 'money', value: (r) => r.services },
  { header: 'Скидки', width: 14, kind: 'money', value: (r) => r.discounts },
  { header: 'Итого', width: 16, kind: 'money', value: (r) => r.total },
];

export async function revenueXlsx(report: RevenueReport, h: ReportHeading): Promise<Buffer> {
  const book = await newWorkbook();
  const title = `Выручка — ${h.companyName}, ${period(report.start, report.end)}`;
  const subtitle = `${made(h)}. Проживание — по ночам, питание — по дням подачи, услуги и скидки — по ночам проживания; брони без черновиков и отмен`;
  const total = { ...report.kinds, label: TOTAL };
  const sections: [string, SheetColumn<RevenueLine>, RevenueLine[]][] = [
    [
      'По дням',
      { header: 'Дата', width: 12, kind: 'date', value: (r) => r.label },
      report.days.map((d) => ({ ...d, label: d.date })),
    ],
    [
      'По каналам',
      { header: 'Канал продаж', width: 28, value: (r) => r.label },
      report.channels.map((c) => ({ ...c, label: c.name })),
    ],
    [
      'По категориям',
      { header: 'Категория', width: 26, value: (r) => r.label },
      report.categories.map((c) => ({ ...c, label: c.name })),
    ],
  ];
  for (const [name, lead, rows] of sections) {
    addTableSheet(book, {
      name,
      title,
      subtitle,
      columns: revenueColumns(lead),
      rows,
      total,
      empty: 'Выручки нет',
    });
  }
  // By rate plan: the same money columns, with the nights sold and ADR after the plan's name.
  type PlanLine = RevenueLine & { nights: number; adr: string };
  const [lead, ...money] = revenueColumns({ header: 'Тариф', width: 26, value: (r) => r.label });
  addTableSheet<PlanLine>(book, {
    name: 'По тарифам',
    title,
    subtitle: `${subtitle}. ADR — выручка от проживания за ночь`,
    columns: [
      lead!,
      { header: 'Ночей', width: 10, kind: 'count', value: (r) => r.nights },
      { header: 'ADR', width: 14, kind: 'money', value: (r) => r.adr },
      ...money,
    ],
    rows: report.plans.map((p) => ({ ...p, label: p.name })),
    total: { ...total, ...report.plan_totals },
    empty: 'Выручки нет',
  });
  return workbookBuffer(book);
}

const paymentTypeLabels = { payment: 'Платеж', return: 'Возврат' } as const;
type CashLine = CashReport['totals'] & { name: string };
const cashColumns = (lead: string): SheetColumn<CashLine>[] => [
  { header: lead, width: 28, value: (r) => r.name },
  { header: 'Операций', width: 11, kind: 'count', value: (r) => r.count },
  { header: 'Принято', width: 15, kind: 'money', value: (r) => r.payments },
  { header: 'Возвращено', width: 15, kind: 'money', value: (r) => r.returns },
  { header: 'Итого', width: 15, kind: 'money', value: (r) => r.net },
];

export async function cashXlsx(report: CashReport, h: ReportHeading): Promise<Buffer> {
  const book = await newWorkbook();
  const title = `Кассовый отчёт — ${h.companyName}, ${dayAndTime(report.from_local)} — ${dayAndTime(report.to_local)}`;
  const subtitle = `${made(h)}. Платежи и возвраты, внесённые за период; итого = принято − возвращено`;
  const total = { ...report.totals, name: TOTAL };
  addTableSheet<CashReport['rows'][number]>(book, {
    name: 'Операции',
    title,
    subtitle,
    columns: [
      { header: 'Время', width: 17, kind: 'datetime', value: (r) => r.created_local },
      { header: 'Основание', width: 13, value: (r) => r.basis },
      { header: 'Гость', width: 26, value: (r) => r.guest_name },
      { header: 'Тип оплаты', width: 18, value: (r) => r.method },
      { header: 'Вид', width: 10, value: (r) => paymentTypeLabels[r.payment_type] },
      // A refund is printed negative, so the column adds up to the net.
      {
        header: 'Сумма',
        width: 14,
        kind: 'money',
        value: (r) => (r.payment_type === 'return' ? -Number(r.value) : r.value),
      },
      { header: 'Сотрудник', width: 24, value: (r) => r.employee },
      { header: 'Комментарий', width: 30, value: (r) => r.comment },
    ],
    rows: report.rows,
    empty: 'Платежей за период нет',
  });
  addTableSheet(book, {
    name: 'По типам оплаты',
    title,
    subtitle,
    columns: cashColumns('Тип оплаты'),
    rows: report.types,
    total,
    empty: 'Платежей за период нет',
  });
  addTableSheet(book, {
    name: 'По сотрудникам',
    title,
    subtitle,
    columns: cashColumns('Сотрудник'),
    rows: report.employees,
    total,
    empty: 'Платежей за период нет',
  });
  return workbookBuffer(book);
}

type ForecastDay = ForecastReport['days'][number];
export async function forecastXlsx(report: ForecastReport, h: ReportHeading): Promise<Buffer> {
  const book = await newWorkbook();
  const meal = (name: string, key: keyof ForecastDay['meals']): SheetColumn<ForecastDay>[] => [
    { header: `${name}, взр.`, width: 11, kind: 'count', value: (r) => r.meals[key].adults },
    { header: `${name}, дет.`, width: 11, kind: 'count', value: (r) => r.meals[key].children },
  ];
  addTableSheet<ForecastDay>(book, {
    name: 'Прогноз',
    title: `Прогноз заездов — ${h.companyName}, ${period(report.start, report.end)}`,
    subtitle: `${made(h)}. Проживают — занятые на ночь номера и койки; питание — порции по заказанным тарифам (полный пансион — завтрак, обед и ужин)`,
    columns: [
      { header: 'Дата', width: 12, kind: 'date', value: (r) => r.date },
      { header: 'Заезды', width: 9, kind: 'count', value: (r) => r.arrivals },
      { header: 'Выезды', width: 9, kind: 'count', value: (r) => r.departures },
      { header: 'Проживают', width: 11, kind: 'count', value: (r) => r.in_house },
      { header: 'Гостей, взр.', width: 11, kind: 'count', value: (r) => r.guests.adults },
      { header: 'Гостей, дет.', width: 11, kind: 'count', value: (r) => r.guests.children },
      ...meal('Завтрак', 'breakfast'),
      ...meal('Обед', 'lunch'),
      ...meal('Ужин', 'supper'),
    ],
    rows: report.days,
    empty: 'Нет дней',
  });
  return workbookBuffer(book);
}
