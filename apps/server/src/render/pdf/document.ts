/**
 * An A4 PDF with DejaVu embedded, and its bytes. Every PDF renderer starts here, so each prints the same
 * fonts, margins and colours.
 */
import PDFDocument from 'pdfkit';
import { documentFonts } from './fonts.ts';

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

/**
 * A new A4 document with the fonts registered under their names ('regular', 'bold', 'oblique'); a form
 * whose two parts stand side by side (КО-1) turns the page to landscape.
 */
export function createPdf(
  info: { title: string; author: string },
  margin: number = page.margin,
  layout: 'portrait' | 'landscape' = 'portrait',
): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin,
    info: { Title: info.title, Author: info.author, Creator: 'PMS' },
    // Only the glyphs used are embedded (pdfkit subsets), so a page stays tens of kilobytes.
    autoFirstPage: true,
  });
  // Each document its own faces over the fonts parsed once per process (fonts.ts says why not shared).
  for (const [name, font] of Object.entries(documentFonts())) doc.registerFont(name, font);
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
