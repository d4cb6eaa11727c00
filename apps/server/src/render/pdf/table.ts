/**
 * A plain table: a shaded header, rows that grow to their longest cell, an optional full-width note under
 * a row (a group room's guests), and the header repeated when a row moves to the next page. In a tagged
 * document it is a Table of rows (TR) of header cells (TH) and cells (TD), a note a row of one cell across
 * the table; the shading, the rules and a repeated header are artifacts.
 */
import { colors, contentWidth, type Pdf, page } from './document.ts';
import { artifact, beginGroup, beginTag, endGroup, endTag } from './structure.ts';

export interface Column {
  title: string;
  /** A share of the content width; the shares of a table add up to 1. */
  share: number;
  align?: 'left' | 'right' | 'center';
  /** For fitColumns: the cells stay on one line (a time, an amount), so the column is as wide as its longest. */
  nowrap?: boolean;
}

export interface Row {
  cells: string[];
  /** Printed under the row, across the whole table, in a smaller grey type. */
  note?: string;
  bold?: boolean;
}

const PAD_X = 5;
const PAD_Y = 4;
const FONT_SIZE = 9;

function widths(columns: Column[]) {
  return columns.map((c) => c.share * contentWidth);
}

/**
 * Columns given shares that fit their text, measured with the font: each column is at least as wide as
 * its longest word (the header's in bold), so a line breaks only at a space, never inside a word; the
 * width left over makes whole the lines of the columns that need the least of it (see below); when every
 * line fits whole, the columns share the width in proportion to their longest lines. Only when even the
 * longest words cannot stand side by side are they narrowed, in proportion, to the page.
 */
export function fitColumns(doc: Pdf, columns: Omit<Column, 'share'>[], rows: Row[]): Column[] {
  const measure = (text: string, bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(FONT_SIZE);
    const lines = text.split('\n');
    const words = lines.flatMap((line) => line.split(' '));
    return {
      // With the space after it: pdfkit's wrapper weighs a word with its space, and a word that fits only
      // without it carries the space to the start of the next line (' Ерболат').
      word: Math.max(0, ...words.map((w) => doc.widthOfString(`${w} `))) + 2 * PAD_X,
      line: Math.max(0, ...lines.map((l) => doc.widthOfString(l))) + 2 * PAD_X,
    };
  };
  const need = columns.map((column, i) => {
    const texts = [
      measure(column.title, true),
      ...rows.map((row) => measure(row.cells[i] ?? '', row.bold ?? false)),
    ];
    // A hair over the measure: pdfkit's wrapper compares widths that it sums glyph by glyph.
    const full = Math.max(...texts.map((t) => t.line)) + 0.5;
    return { min: column.nowrap ? full : Math.max(...texts.map((t) => t.word)) + 0.5, full };
  });
  const min = need.reduce((sum, n) => sum + n.min, 0);
  const full = need.reduce((sum, n) => sum + n.full, 0);
  let ws: number[];
  if (min >= contentWidth) ws = need.map((n) => (n.min / min) * contentWidth);
  else if (full <= contentWidth) ws = need.map((n) => (n.full / full) * contentWidth);
  else {
    // Each column starts at its longest word; the width left is given whole lines first to the columns
    // that need the least more, so as few columns as may wrap, and the last one served takes the rest.
    ws = need.map((n) => n.min);
    let left = contentWidth - min;
    const byNeed = need.map((n, i) => ({ i, more: n.full - n.min })).sort((a, b) => a.more - b.more);
    for (const { i, more } of byNeed) {
      const given = Math.min(more, left);
      ws[i]! += given;
      left -= given;
    }
  }
  return columns.map((column, i) => ({ ...column, share: ws[i]! / contentWidth }));
}

function cellHeight(doc: Pdf, text: string, width: number, bold = false) {
  doc.font(bold ? 'bold' : 'regular').fontSize(FONT_SIZE);
  return doc.heightOfString(text || ' ', { width: width - 2 * PAD_X });
}

/** The cells' height with their padding, and the row's with its note. */
function rowHeight(doc: Pdf, row: Row, ws: number[]) {
  const cells = Math.max(...row.cells.map((text, i) => cellHeight(doc, text, ws[i]!, row.bold))) + 2 * PAD_Y;
  return { cells, height: cells + (row.note ? noteHeight(doc, row.note) : 0) };
}

function noteHeight(doc: Pdf, note: string) {
  doc.font('regular').fontSize(FONT_SIZE - 1);
  return doc.heightOfString(note, { width: contentWidth - 2 * PAD_X }) + PAD_Y;
}

function drawCells(
  doc: Pdf,
  cells: string[],
  columns: Column[],
  ws: number[],
  y: number,
  bold: boolean,
  /** The cells' structure type; none for a repeated header, which is drawn as an artifact. */
  type: 'TH' | 'TD' | null = 'TD',
) {
  let x = page.margin;
  cells.forEach((text, i) => {
    const cell = type ? beginTag(doc, type) : null;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(FONT_SIZE)
      .fillColor(colors.text)
      .text(text, x + PAD_X, y + PAD_Y, { width: ws[i]! - 2 * PAD_X, align: columns[i]!.align ?? 'left' });
    endTag(doc, cell);
    x += ws[i]!;
  });
}

/** The header row; `again` on a new page, where it repeats the first and is an artifact. */
function drawHeader(doc: Pdf, columns: Column[], ws: number[], again = false) {
  const titles = columns.map((c) => c.title);
  const { height } = rowHeight(doc, { cells: titles, bold: true }, ws);
  const top = doc.y;
  artifact(doc, () => doc.rect(page.margin, top, contentWidth, height).fill(colors.shade));
  if (again) artifact(doc, () => drawCells(doc, titles, columns, ws, top, true, null), 'Pagination');
  else {
    beginGroup(doc, 'TR');
    drawCells(doc, titles, columns, ws, top, true, 'TH');
    endGroup(doc);
  }
  doc.y = top + height;
}

function rule(doc: Pdf, y: number) {
  artifact(doc, () =>
    doc
      .moveTo(page.margin, y)
      .lineTo(page.margin + contentWidth, y)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke(),
  );
}

export function drawTable(doc: Pdf, columns: Column[], rows: Row[]) {
  const ws = widths(columns);
  const bottom = () => page.height - doc.page.margins.bottom;
  // A header is never left alone at the foot of a page.
  if (doc.y + rowHeight(doc, { cells: columns.map((c) => c.title), bold: true }, ws).height * 2 > bottom())
    doc.addPage();
  beginGroup(doc, 'Table');
  drawHeader(doc, columns, ws);
  for (const row of rows) {
    const { cells, height } = rowHeight(doc, row, ws);
    if (doc.y + height > bottom()) {
      doc.addPage();
      drawHeader(doc, columns, ws, true);
    }
    const top = doc.y;
    beginGroup(doc, 'TR');
    drawCells(doc, row.cells, columns, ws, top, row.bold ?? false);
    endGroup(doc);
    if (row.note) {
      beginGroup(doc, 'TR');
      const cell = beginTag(doc, 'TD', columns.length);
      doc
        .font('regular')
        .fontSize(FONT_SIZE - 1)
        .fillColor(colors.muted)
        .text(row.note, page.margin + PAD_X, top + cells - PAD_Y / 2, { width: contentWidth - 2 * PAD_X });
      endTag(doc, cell);
      endGroup(doc);
    }
    rule(doc, top + height);
    doc.y = top + height;
  }
  endGroup(doc);
  doc.x = page.margin;
  doc.fillColor(colors.text);
}
