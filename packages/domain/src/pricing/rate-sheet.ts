/**
 * The price grid as a workbook (issue 32: 'the manager's spreadsheet round-trips', docs/pricing.md 'The
 * grid as a workbook'): the lines of each plan × category and how a cell the manager typed reads back.
 * Pure, so the export, the import and their tests share one layout and one reading.
 */
import { parseTypedMoney } from './money.ts';

/** The six lines of a plan × category, in the sheet's order, with their labels in column C. */
export const rateSheetLines = [
  { key: 'price', label: 'Цена' },
  { key: 'min_stay', label: 'Мин. ночей' },
  { key: 'max_stay', label: 'Макс. ночей' },
  { key: 'closed_to_arrival', label: 'Закрыт заезд' },
  { key: 'closed_to_departure', label: 'Закрыт выезд' },
  { key: 'stop_sell', label: 'Стоп-продажа' },
] as const;
export type RateSheetLine = (typeof rateSheetLines)[number]['key'];
export type RateSheetMark = Extract<RateSheetLine, 'closed_to_arrival' | 'closed_to_departure' | 'stop_sell'>;

/** What a set mark is written as; what else reads as set or clear. */
export const SHEET_MARK = 'да';
const marksOn = new Set(['да', 'д', 'x', 'х', '+', '1', 'true', 'yes', 'y', 'v', '✓']);
const marksOff = new Set(['', 'нет', 'н', '-', '—', '0', 'false', 'no', 'n']);

/** The line a label in column C stands for (any case, extra spaces, 'ё' as 'е'); null: none. */
export function sheetLineOf(label: string): RateSheetLine | null {
  const plain = (s: string) => s.trim().toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ');
  return rateSheetLines.find((line) => plain(line.label) === plain(label))?.key ?? null;
}

/** A cell's value as exceljs gives it: a number, text, a date, a formula's result, rich text, or nothing. */
export type SheetValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | { result?: unknown }
  | { richText?: { text: string }[] };

/** The plain value of a cell: a formula gives its result, rich text its text. */
export function plainSheetValue(value: SheetValue): string | number | boolean | Date | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && !(value instanceof Date)) {
    if ('result' in value) return plainSheetValue(value.result as SheetValue);
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText.map((r) => r.text).join('');
    return null;
  }
  return value;
}

export type SheetRead<T> =
  | { ok: true; value: T }
  | { ok: false; problem: 'not_number' | 'negative' | 'too_precise' };

/** A price cell, in tiyn: empty is null (no date price, the scheme decides). */
export function readSheetPrice(raw: SheetValue): SheetRead<number | null> {
  const value = plainSheetValue(raw);
  if (value === null || (typeof value === 'string' && value.trim() === '')) return { ok: true, value: null };
  let tiyn: number | null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, problem: 'not_number' };
    tiyn = Math.round(value * 100);
    if (Math.abs(tiyn - value * 100) > 1e-6) return { ok: false, problem: 'too_precise' };
  } else if (typeof value === 'string') {
    tiyn = parseTypedMoney(value);
  } else return { ok: false, problem: 'not_number' };
  if (tiyn === null) return { ok: false, problem: 'not_number' };
  if (tiyn < 0) return { ok: false, problem: 'negative' };
  if (tiyn > 100_000_000_000) return { ok: false, problem: 'not_number' };
  return { ok: true, value: tiyn };
}

/** A stay limit cell: whole nights 1–366, empty is null (no limit). */
export function readSheetStays(raw: SheetValue): number | null | undefined {
  const value = plainSheetValue(raw);
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= 366 ? n : undefined;
}

/** A mark cell: 'да' (or x, +, 1) is set, empty (or 'нет', 0) clear; undefined: neither. */
export function readSheetMark(raw: SheetValue): boolean | undefined {
  const value = plainSheetValue(raw);
  if (value === null) return false;
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (marksOn.has(text)) return true;
  if (marksOff.has(text)) return false;
  return undefined;
}

/** A header date: 'ДД.ММ.ГГГГ' text (as exported), or a date cell Excel made of it; null: not a date. */
export function readSheetDate(raw: SheetValue): string | null {
  const value = plainSheetValue(raw);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  const m = /^\s*(?:[а-яё]{2}\s+)?(\d{2})\.(\d{2})\.(\d{4})\s*$/i.exec(value);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** 'A1'-style name of a cell: column 1 is A, 27 is AA. */
export function sheetCellName(row: number, column: number): string {
  let name = '';
  for (let c = column; c > 0; c = Math.floor((c - 1) / 26))
    name = String.fromCharCode(65 + ((c - 1) % 26)) + name;
  return `${name}${row}`;
}
