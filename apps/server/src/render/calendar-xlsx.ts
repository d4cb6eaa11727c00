/**
 * 'Скачать EXCEL': the calendar as a workbook (report.xlsx) — rooms grouped by category down the side,
 * days across, each occupied cell coloured by status and labelled with the client's name.
 */
import { addDays, type BookingStatus, formatDay, fromLocal, statusLabels } from '@pms/domain';
import ExcelJS from 'exceljs';

/** Fill colours by status, the same family as the calendar bars. */
const statusFill: Record<string, string> = {
  new: 'FFCED4DA',
  reserved: 'FFFFE066',
  booked: 'FF74C0FC',
  check_in: 'FF8CE99A',
  check_out: 'FFADB5BD',
  repair: 'FFFFA8A8',
  block: 'FFB197FC',
};

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
  const wb = new ExcelJS.Workbook();
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
        cell.fill = {
          type: 'pattern',
          pattern: 'solid',
          fgColor: { argb: statusFill[first.kind === 'booking' ? first.status : first.kind] ?? 'FFDEE2E6' },
        };
        cell.alignment = { vertical: 'middle', wrapText: false };
      });
    }
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
