/**
 * What every workbook the product makes has in common, so an accountant can print it and sort it: the
 * page set-up (A4, one page wide, the header rows on every page, 'Стр. N из M' in the footer) and the
 * property's dates and times as real spreadsheet dates in one format. Every builder calls `printLayout`
 * on each sheet once its columns are set.
 */
import { toLocal } from '@pms/domain';
import type ExcelJS from 'exceljs';

/** The one format of a date with its time ('22.11.2026 14:00'), and of a date alone ('22.11.2026'). */
export const DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm';
export const DATE_FORMAT = 'dd.mm.yyyy';

/** ExcelJS's code of A4 (the default, 1, is US Letter). */
export const A4 = 9;

/**
 * Wider than this many characters of column width, a sheet prints in landscape: A4 portrait holds about
 * 95 characters of Calibri 11 at full size between the default margins.
 */
const PORTRAIT_CHARS = 95;

export interface PrintLayout {
  /** The header row, or the first and last of several, repeated at the top of each printed page. */
  headerRows: number | readonly [number, number];
  /** Chosen from the columns' widths when left out. */
  orientation?: 'portrait' | 'landscape';
}

/** Sets a sheet's page set-up; call it after the columns' widths are set. */
export function printLayout(sheet: ExcelJS.Worksheet, layout: PrintLayout): void {
  const [first, last] =
    typeof layout.headerRows === 'number' ? [layout.headerRows, layout.headerRows] : layout.headerRows;
  const width = (sheet.columns ?? []).reduce((sum, c) => sum + (c.width ?? 9), 0);
  Object.assign(sheet.pageSetup, {
    paperSize: A4,
    orientation: layout.orientation ?? (width > PORTRAIT_CHARS ? 'landscape' : 'portrait'),
    // One page wide, as many pages down as the rows need.
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    printTitlesRow: `${first}:${last}`,
  });
  sheet.headerFooter.oddFooter = '&CСтр. &P из &N';
}

/**
 * A moment as the property's wall clock, for a date cell. A spreadsheet has no time zone: the local
 * reading is written as it is (as if UTC, which exceljs stores unshifted), so '14:00' in Almaty is 14:00
 * in the cell whatever the reader's zone.
 */
export function localDateTime(seconds: number, timeZone: string): Date {
  const local = toLocal(seconds, timeZone);
  return wallClock(`${local.date} ${local.time}`);
}

/** 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD' of the property's clock as a spreadsheet date (see localDateTime). */
export function wallClock(local: string): Date {
  const [date, time = '00:00'] = local.split(' ');
  return new Date(`${date}T${time}:00Z`);
}
