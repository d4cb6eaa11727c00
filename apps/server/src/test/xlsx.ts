/**
 * Reads a workbook back as an accountant's spreadsheet would, and what every workbook the product makes
 * must have (render/xlsx-print.ts): A4, one page wide, the header rows repeated on each printed page.
 */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';

export async function readXlsx(bytes: Buffer | Uint8Array): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** Each sheet's page set-up as saved; `titles` are the rows repeated on each page, by sheet name. */
export function expectPrintable(book: ExcelJS.Workbook, titles: Record<string, string>) {
  const sheets = book.worksheets.map((s) => s.name);
  expect(sheets).toEqual(Object.keys(titles));
  for (const sheet of book.worksheets) {
    expect(sheet.pageSetup, sheet.name).toMatchObject({
      paperSize: 9,
      orientation: expect.stringMatching(/^(portrait|landscape)$/),
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: titles[sheet.name],
    });
  }
}

/** The plain `filename=` of a download, for clients that do not read `filename*`. */
export const asciiName = (header: unknown) => /filename="([^"]*)"/.exec(String(header))?.[1];

/** A date cell: its value a Date and its number format. */
export const dateCell = (cell: ExcelJS.Cell) => ({ value: cell.value, numFmt: cell.numFmt });
