/**
 * 'Скачать EXCEL': the calendar as a workbook (report.xlsx) — rooms grouped by category down the side,
 * days across, each occupied cell coloured by status and labelled with the client's name, and under the
 * rooms the legend of the colours.
 */
import { addDays, type BookingStatus, formatDay, fromLocal, statusLabels } from '@pms/domain';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../lib/on-first-use.ts';
import { printLayout } from './xlsx-print.ts';

/** Fill colours by status, the same family as the calendar bars, and what each means (the legend). */
export const calendarLegend: { key: string; argb: string; label: string }[] = [
  { key: 'new', argb: 'FFCED4DA', label: statusLabels.new },
  { key: 'reserved', argb: 'FFFFE066', label: statusLabels.reserved },
  { key: 'booked', argb: 'FF74C0FC', label: statusLabels.booked },
  { key: 'check_in', argb: 'FF8CE99A', label: statusLabels.check_in },
  { key: 'check_out', argb: 'FFADB5BD', label: statusLabels.check_out },
  { key: 'repair', argb: 'FFFFA8A8', label: 'Ремонт' },
  { key: 'block', argb: 'FFB197FC', label: 'Блок канала продаж' },
];
export const CALENDAR_LEGEND_TITLE = 'Обозначения (ячейка с несколькими записями окрашена по первой):';
const statusFill = Object.fromEntries(calendarLegend.map((l) => [l.key, l.argb]));
/** Any other status: the calendar shows only the holding ones, which all have a colour above. */
const OTHER_FILL = 'FFDEE2E6';
const solid = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });

export interface XlsxItem {
  status: string;
  kind: 'booking' | 'repair' | 'block';
  client: string;
  check_in: number;
  check_out: number;
}
export interface XlsxCategory {
  name: string;
  room_list: {
    name: string;
    booking_list: XlsxItem[];
    koika_list: { name: string; booking_list: XlsxItem[] }[];
  }[];
}

/** A cell's text; `bed` names the bed of a bed-type stay. */
const label = (i: XlsxItem, bed?: string) =>
  i.kind === 'repair'
    ? 'Ремонт'
    : i.kind === 'block'
      ? 'Блок'
      : [i.client || statusLabels[i.status as BookingStatus] || i.status, bed].filter(Boolean).join(' · ');

/** `firstDay` is the property's local date of the first column; `days` columns follow. */
export async function calendarWorkbook(input: {
  companyName: string;
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  firstDay: string;
  days: number;
  categories: XlsxCategory[];
}): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'PMS';
  const ws = wb.addWorksheet('Календарь', { views: [{ state: 'frozen', xSplit: 1, ySplit: 2 }] });
  const dates = Array.from({ length: input.days }, (_, i) => addDays(input.firstDay, i));
  // A day column is that day's night, from the standard check-in to the next day's standard check-out.
  const nights = dates.map((d) => [
    fromLocal(d, input.checkInTime, input.timeZone),
    fromLocal(addDays(d, 1), input.checkOutTime, input.timeZone),
  ]);

  ws.getCell(1, 1).value = `${input.companyName}: ${formatDay(dates[0]!)} – ${formatDay(dates.at(-1)!)}`;
  ws.getCell(1, 1).font = { bold: true, size: 13 };
  ws.getRow(2).values = ['Номер', ...dates.map((d) => formatDay(d).slice(0, 5))];
  ws.getRow(2).font = { bold: true };
  ws.getColumn(1).width = 22;
  for (let c = 2; c <= input.days + 1; c++) ws.getColumn(c).width = 14;

  let row = 3;
  for (const category of input.categories) {
    const header = ws.getRow(row++);
    header.getCell(1).value = category.name;
    header.font = { bold: true };
    header.getCell(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
    for (const room of category.room_list) {
      const line = ws.getRow(row++);
      line.getCell(1).value = room.name;
      const items = [
        ...room.booking_list.map((item) => ({ item, bed: undefined })),
        ...room.koika_list.flatMap((k) => k.booking_list.map((item) => ({ item, bed: k.name }))),
      ];
      nights.forEach(([from, to], i) => {
        const here = items.filter(({ item }) => item.check_in < to! && item.check_out > from!);
        if (here.length === 0) return;
        const cell = line.getCell(i + 2);
        cell.value = here.map(({ item, bed }) => label(item, bed)).join('; ');
        const first = here[0]!.item;
        cell.fill = solid(statusFill[first.kind === 'booking' ? first.status : first.kind] ?? OTHER_FILL);
        cell.alignment = { vertical: 'middle', wrapText: false };
      });
    }
  }
  // The legend under the rooms: each colour in a cell of its own, named in it.
  row++;
  ws.getCell(row++, 1).value = CALENDAR_LEGEND_TITLE;
  ws.getRow(row - 1).font = { bold: true };
  for (const { argb, label } of calendarLegend) {
    const cell = ws.getCell(row++, 1);
    cell.value = label;
    cell.fill = solid(argb);
  }
  printLayout(ws, { headerRows: 2, orientation: 'landscape' });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
