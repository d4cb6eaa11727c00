/**
 * An A4 PDF with DejaVu embedded, and its bytes. Every PDF renderer starts here, so each prints the same
 * fonts, margins and colours.
 */
import { loadPdfkit } from '../../lib/on-first-use.ts';
import { documentFonts } from './fonts.ts';
import { startStructure } from './structure.ts';

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
 * whose two parts stand side by side (КО-1) turns the page to landscape. `pageNumbers` keeps the pages
 * until the end, when pdfBuffer prints 'Стр. N из M' at the foot of each (the count is known only then).
 * `tagged` makes a tagged PDF whose renderer marks its structure (structure.ts).
 */
export async function createPdf(
  info: { title: string; author: string; pageNumbers?: boolean; tagged?: boolean },
  margin: number = page.margin,
  layout: 'portrait' | 'landscape' = 'portrait',
): Promise<Pdf> {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin,
    info: { Title: info.title, Author: info.author, Creator: 'PMS' },
    // Every document is Russian, and a reader's window shows its title rather than its file name.
    lang: 'ru-RU',
    displayTitle: true,
    // A guest's paper is tagged (structure.ts): /MarkInfo, a structure tree; PDF 1.7 has both.
    ...(info.tagged && { tagged: true, pdfVersion: '1.7' as const }),
    // Only the glyphs used are embedded (pdfkit subsets), so a page stays tens of kilobytes.
    autoFirstPage: true,
    bufferPages: info.pageNumbers ?? false,
  });
  // Each document its own faces over the fonts parsed once per process (fonts.ts says why not shared).
  for (const [name, font] of Object.entries(documentFonts())) doc.registerFont(name, font);
  doc.font('regular').fillColor(colors.text);
  if (info.tagged) startStructure(doc);
  return doc;
}

/** 'Стр. N из M' centred in the bottom margin of every page kept by a document made with pageNumbers. */
function numberPages(doc: Pdf) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Text below the bottom margin would start a new page; the margin is lifted while the foot is drawn.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(colors.muted)
      .text(`Стр. ${i - start + 1} из ${count}`, doc.page.margins.left, doc.page.height - bottom / 2 - 4, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** Ends the document and answers its bytes; a document made with pageNumbers gets them first. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  if ((doc.options as { bufferPages?: boolean }).bufferPages) numberPages(doc);
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
