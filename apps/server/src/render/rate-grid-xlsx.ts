/**
 * The price grid as a workbook a manager edits and uploads again (issue 32, docs/pricing.md 'The grid as
 * a workbook'). Sheet 'Цены': row 1 the dates (ДД.ММ.ГГГГ text, so no spreadsheet turns them into
 * numbers), row 2 their weekdays; then for each plan × category six lines (rateSheetLines): the price per
 * night, the minimum and maximum stay, and the marks CTA, CTD and stop-sell ('да' or empty). Columns A–C
 * name the plan, the category and the line on every line, so a filtered or sorted sheet still reads back.
 * A derived plan's lines are grey and read-only, with its formula as the plan cell's note.
 */
import { formatDay, type RateGridView, rateSheetLines, SHEET_MARK, type SheetValue } from '@pms/domain';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../lib/on-first-use.ts';
import { printLayout } from './xlsx-print.ts';

export const RATE_SHEET = 'Цены';
/** The first date's column (D) and the first plan line's row. */
export const FIRST_DATE_COLUMN = 4;
export const FIRST_LINE_ROW = 3;

const weekdays = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];
const solid = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
const READ_ONLY_FILL = solid('FFE9ECEF');
const WEEKEND_FILL = solid('FFFFF0F0');

/** The grid's window as a workbook: every active plan × category it is sold in, line by line. */
export async function rateGridXlsx(grid: RateGridView): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  const sheet = book.addWorksheet(RATE_SHEET, {
    views: [{ state: 'frozen', xSplit: FIRST_DATE_COLUMN - 1, ySplit: FIRST_LINE_ROW - 1 }],
  });
  sheet.columns = [{ width: 22 }, { width: 22 }, { width: 14 }, ...grid.dates.map(() => ({ width: 11 }))];
  const header = sheet.getRow(1);
  const days = sheet.getRow(2);
  header.getCell(1).value = 'Тариф';
  header.getCell(2).value = 'Категория';
  header.getCell(3).value = 'Показатель';
  grid.dates.forEach((date, i) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    header.getCell(FIRST_DATE_COLUMN + i).value = formatDay(date);
    days.getCell(FIRST_DATE_COLUMN + i).value = weekdays[weekday];
    if (weekday === 0 || weekday === 6) days.getCell(FIRST_DATE_COLUMN + i).fill = WEEKEND_FILL;
  });
  header.font = { bold: true };
  days.font = { italic: true };
  printLayout(sheet, { headerRows: [1, 2], orientation: 'landscape' });

  const plans = new Map(grid.plans.map((p) => [p.id, p]));
  const categories = new Map(grid.categories.map((c) => [c.id, c]));
  for (const row of grid.rows) {
    const plan = plans.get(row.rate_plan)!;
    const category = categories.get(row.category)!;
    const derived = plan.parent !== null;
    rateSheetLines.forEach((line, l) => {
      const values: SheetValue[] = row.price.map((_, i) => {
        switch (line.key) {
          case 'price':
            return row.price[i] === null ? null : Number(row.price[i]);
          case 'min_stay':
            return row.min_stay[i];
          case 'max_stay':
            return row.max_stay[i];
          default:
            return row[line.key][i] ? SHEET_MARK : null;
        }
      });
      const added = sheet.addRow([plan.name, category.name, line.label, ...values]);
      if (l === 0) added.border = { top: { style: 'thin' } };
      if (derived) {
        added.eachCell({ includeEmpty: true }, (cell) => {
          cell.fill = READ_ONLY_FILL;
          cell.font = { italic: true, color: { argb: 'FF495057' } };
        });
        if (l === 0) added.getCell(1).note = `Только для чтения: ${plan.formula ?? ''}`;
      }
    });
  }
  const help = book.addWorksheet('Как заполнять');
  help.columns = [{ width: 110 }];
  for (const text of rateSheetHelp) help.addRow([text]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The second sheet: the layout in the manager's words (docs/pricing.md says the same). */
const rateSheetHelp = [
  'Лист «Цены»: в первой строке — даты (ДД.ММ.ГГГГ), во второй — дни недели.',
  'Для каждого тарифа и категории шесть строк: Цена, Мин. ночей, Макс. ночей, Закрыт заезд, Закрыт выезд, Стоп-продажа.',
  'Цена — за ночь в тенге; пустая ячейка — цена по схеме категории (по дням недели или месяцам).',
  'Мин. и макс. ночей — целое число от 1 до 366, пусто — без ограничения.',
  'Закрыт заезд, Закрыт выезд, Стоп-продажа — «да» или пусто.',
  'Серые строки — зависимые тарифы: их цены считаются от родительского, менять их нельзя.',
  'Загрузите файл кнопкой «Загрузить Excel»: меняются только изменённые ячейки. При любой ошибке ничего не меняется, а ошибки названы по ячейкам (например, «E5: цена должна быть числом»).',
];

/** One line of an uploaded sheet: its row number, the names in A–C, and the cells under the dates. */
export interface SheetLine {
  row: number;
  plan: string;
  category: string;
  label: string;
  cells: SheetValue[];
}

/** An uploaded workbook's 'Цены' sheet as its header cells and lines; null when it has no such sheet. */
export async function readRateGridXlsx(
  bytes: Buffer,
): Promise<{ header: SheetValue[]; lines: SheetLine[] } | null> {
  const book = new (await loadExcel()).Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(RATE_SHEET);
  if (!sheet) return null;
  const width = sheet.columnCount;
  const valuesOf = (row: ExcelJS.Row) => {
    const out: SheetValue[] = [];
    for (let c = FIRST_DATE_COLUMN; c <= width; c++) out.push(row.getCell(c).value as SheetValue);
    return out;
  };
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
  const lines: SheetLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number < FIRST_LINE_ROW) return;
    const cells = valuesOf(row);
    const names = [1, 2, 3].map((c) => text(row.getCell(c).text));
    if (names.every((n) => n === '') && cells.every((v) => v === null || v === undefined || v === '')) return;
    lines.push({ row: number, plan: names[0]!, category: names[1]!, label: names[2]!, cells });
  });
  return { header: valuesOf(sheet.getRow(1)), lines };
}
