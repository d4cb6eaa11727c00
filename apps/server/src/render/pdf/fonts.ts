/**
 * DejaVu Sans from the `dejavu-fonts-ttf` package, embedded in every PDF: it has Cyrillic, the Kazakh
 * letters, № and ₸ (Roboto and PT Sans lack ₸), and no system font is needed. The one place fonts are
 * loaded: createPdf (document.ts) registers documentFonts() in every document.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ttf = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

export const fonts = {
  regular: ttf('DejaVuSans.ttf'),
  bold: ttf('DejaVuSans-Bold.ttf'),
  oblique: ttf('DejaVuSans-Oblique.ttf'),
} as const;

export type FontName = keyof typeof fonts;

/**
 * A font as fontkit parses it. pdfkit takes one wherever it takes a file or its bytes (its type
 * declarations do not list it, hence the cast); `_glyphs` is fontkit's cache of the glyphs it has made.
 */
type ParsedFont = PDFKit.Mixins.PDFFontSource & { _glyphs: Record<number, unknown> };

/**
 * The faces parsed once per process, on the first document. Parsing DejaVu and decoding its tables
 * (cmap, metrics, GSUB/GPOS) takes 15–25 ms a face, which every document paid again when given the file
 * or its bytes. The parser is the fontkit that pdfkit itself depends on, so the font is the kind pdfkit
 * expects. No document is given these objects themselves: see documentFonts.
 */
let parsed: Record<FontName, ParsedFont> | undefined;
function parsedFonts() {
  if (!parsed) {
    const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
      create(bytes: Buffer): ParsedFont;
    };
    const parse = (file: string) => {
      const font = fontkit.create(readFileSync(file));
      // documentFonts relies on this cache; a fontkit without it would silently share glyphs again.
      if (typeof font._glyphs !== 'object') throw new Error('fontkit no longer keeps its glyphs in _glyphs');
      return font;
    };
    parsed = { regular: parse(fonts.regular), bold: parse(fonts.bold), oblique: parse(fonts.oblique) };
  }
  return parsed;
}

/**
 * The faces for one document: each its own font object over the parsed one, sharing its decoded tables
 * (read-only data, the costly part) but making its own glyphs and its own shaping engine.
 *
 * Why not the parsed fonts themselves: fontkit keeps every glyph it makes, and a glyph keeps the
 * characters it was first made for; pdfkit writes those into the PDF's ToUnicode map, which is how a
 * reader (pdftotext, search, copy) gets the text back. DejaVu draws the Cyrillic 'а' and 'р' from the
 * Latin 'a' and 'p', so embedding a document's subset made the Latin glyphs with no characters; shared,
 * they stayed so, and every later document in the process drew 'Kaspi' right but read back 'K s i'.
 * A glyph cache per document is what a font parsed afresh would have. fontkit defines its lazily made
 * objects (shaping engine, cmap lookup) on the object it is asked through, so they are the document's
 * own too; the tables are found through the prototype, bound to the parsed font.
 */
export function documentFonts(): Record<FontName, PDFKit.Mixins.PDFFontSource> {
  const own = (font: ParsedFont) => Object.assign(Object.create(font) as ParsedFont, { _glyphs: {} });
  const p = parsedFonts();
  return { regular: own(p.regular), bold: own(p.bold), oblique: own(p.oblique) };
}
