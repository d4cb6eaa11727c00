/**
 * The housekeeping reports as workbooks (issue 33): rooms cleaned per housekeeper per day, and the time
 * from a check-out to the room's clean mark. The values are the API's; a sheet only formats them.
 */
import { formatDay } from '@pms/domain';
import { addTableSheet, newWorkbook, workbookBuffer } from './report-sheet.ts';

const period = (start: string, end: string) => `${formatDay(start)} — ${formatDay(end)}`;

export async function cleanedWorkbook(r: {
  start: string;
  end: string;
  rows: { date: string; employee: { name: string }; rooms: number }[];
  total: number;
}) {
  const book = await newWorkbook();
  addTableSheet(book, {
    name: 'Убрано номеров',
    title: 'Убрано номеров по горничным',
    subtitle: period(r.start, r.end),
    columns: [
      { header: 'Дата', width: 12, kind: 'date', value: (row) => row.date },
      { header: 'Горничная', width: 30, value: (row) => row.employee.name },
      { header: 'Номеров', width: 10, kind: 'count', value: (row) => row.rooms },
    ],
    rows: r.rows,
    total: { date: 'Итого', employee: { name: '' }, rooms: r.total },
    empty: 'За период ни один номер не отмечен чистым',
  });
  return workbookBuffer(book);
}

export async function turnaroundWorkbook(r: {
  start: string;
  end: string;
  rows: { room: string; check_out: string; clean: string; minutes: number; cleaned_by: string }[];
  average_minutes: number | null;
}) {
  const book = await newWorkbook();
  addTableSheet(book, {
    name: 'От выезда до уборки',
    title: 'Время от выезда до чистого номера',
    subtitle: period(r.start, r.end),
    columns: [
      { header: 'Номер', width: 16, value: (row) => row.room },
      { header: 'Выезд', width: 18, kind: 'datetime', value: (row) => row.check_out },
      { header: 'Чистый', width: 18, kind: 'datetime', value: (row) => row.clean },
      { header: 'Минут', width: 10, kind: 'count', value: (row) => row.minutes },
      { header: 'Убрала', width: 28, value: (row) => row.cleaned_by },
    ],
    rows: r.rows,
    ...(r.average_minutes === null
      ? {}
      : {
          total: { room: 'В среднем', check_out: '', clean: '', minutes: r.average_minutes, cleaned_by: '' },
        }),
    empty: 'За период нет выездов с отмеченной уборкой',
  });
  return workbookBuffer(book);
}
