/**
 * An A4 PDF with DejaVu embedded, and its bytes. Every PDF renderer starts here, so each prints the same
 * fonts, margins and colours.
 */
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { fonts } from './fonts.ts';

export type Pdf = PDFKit.PDFDocument;

/** A4 in points, and the margin every document keeps. */
export const page = { width: 595.28, height: 841.89, margin: 40 } as const;
export const contentWidth = page.width - 2 * page.margin;

export const colors = {
  text: '#1a1a1a',
  muted: '#5c5f66',
  rule: '#ced4da',
  shade: '#f1f3f5',
  accent: '#1c5d99',
} as const;

export type FontName = keyof typeof fonts;

/**
 * The TTF bytes, read once per process on the first document: pdfkit then parses them from memory on
 * each document instead of reading 700 kB from disk every time.
 */
let fontBytes: Record<FontName, Buffer> | undefined;
const loadFonts = () => {
  fontBytes ??= {
    regular: readFileSync(fonts.regular),
    bold: readFileSync(fonts.bold),
    oblique: readFileSync(fonts.oblique),
  };
  return fontBytes;
};

/** A new A4 document with the fonts registered under their names ('regular', 'bold', 'oblique'). */
export function createPdf(info: { title: string; author: string }, margin: number = page.margin): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: info.title, Author: info.author, Creator: 'PMS' },
    // Only the glyphs used are embedded (pdfkit subsets), so a page stays tens of kilobytes.
    autoFirstPage: true,
  });
  for (const [name, bytes] of Object.entries(loadFonts())) doc.registerFont(name, bytes);
  doc.font('regular').fillColor(colors.text);
  return doc;
}

/** Ends the document and answers its bytes. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Starts a new page when fewer than `height` points are left above the bottom margin. */
export function ensureSpace(doc: Pdf, height: number) {
  if (doc.y + height > page.height - doc.page.margins.bottom) doc.addPage();
}

/**
 * An image opened once: every coupon or page that prints it then shares one embedded copy, where each
 * doc.image(buffer) would embed the bytes again. pdfkit takes the opened image wherever it takes a
 * buffer; its type declarations do not say so, hence the cast.
 */
export function openImage(doc: Pdf, bytes: Buffer): Buffer {
  return (doc as unknown as { openImage(src: Buffer): Buffer }).openImage(bytes);
}
