/**
 * Tagged PDF (issue 30): the papers a guest receives say what they are made of — headings, paragraphs,
 * tables of rows and cells — so a screen reader reads them in order and a PDF reader can reflow them.
 * A renderer marks what it draws between begin and end calls placed around its drawing, so the layout
 * code itself stays as it is; in a document made without `tagged` (a cash order, the coupons) every call
 * here does nothing and the drawing is as before.
 *
 * pdfkit's model: what is drawn between markStructureContent and endMarkedContent is one piece of marked
 * content (it may run onto the next page); a structure element ('P', 'TD'…) holds such pieces, and
 * grouping elements ('Table', 'TR') hold elements. Lines and shading are artifacts, outside the structure.
 */

type Pdf = PDFKit.PDFDocument;
type Element = PDFKit.PDFStructureElement;

/** Per tagged document, the elements open for grouping, the document's root at the bottom. */
const open = new WeakMap<Pdf, Element[]>();

/** Gives a document made with `tagged: true` its root 'Document' element. */
export function startStructure(doc: Pdf) {
  const root = doc.struct('Document');
  doc.addStructure(root);
  open.set(doc, [root]);
}

export type StructureType = 'H1' | 'H2' | 'P' | 'TH' | 'TD';

/** A leaf being drawn: its type and the marked content it is drawn in. */
export interface OpenLeaf {
  type: StructureType;
  content: PDFKit.PDFStructureContent;
  colSpan?: number;
}

/** Starts a leaf element (a heading, a paragraph, a cell): what is drawn until endTag is its content. */
export function beginTag(doc: Pdf, type: StructureType, colSpan?: number): OpenLeaf | null {
  if (!open.has(doc)) return null;
  return { type, content: doc.markStructureContent(type), ...(colSpan ? { colSpan } : {}) };
}

/** Ends the leaf and adds it to the innermost open group (the row, or the document). */
export function endTag(doc: Pdf, leaf: OpenLeaf | null) {
  const stack = open.get(doc);
  if (!leaf || !stack) return;
  doc.endMarkedContent();
  const element = doc.struct(leaf.type, {}, [leaf.content]);
  if (leaf.colSpan) {
    (element as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.A = {
      O: 'Table',
      ColSpan: leaf.colSpan,
    };
  }
  stack.at(-1)!.add(element);
}

/** Opens a grouping element ('Table', then 'TR' in it) that the leaves and groups until endGroup join. */
export function beginGroup(doc: Pdf, type: 'Table' | 'TR') {
  const stack = open.get(doc);
  if (!stack) return;
  const element = doc.struct(type);
  stack.at(-1)!.add(element);
  stack.push(element);
}

export function endGroup(doc: Pdf) {
  const stack = open.get(doc);
  if (!stack || stack.length < 2) return;
  stack.pop()!.end();
}

/**
 * Draws decoration — a rule, a shaded band, a table header repeated on a new page — as an artifact,
 * which a reader skips. Never inside a leaf: opening an artifact ends the leaf's marked content.
 */
export function artifact(doc: Pdf, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout') {
  if (!open.has(doc)) return draw();
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}
