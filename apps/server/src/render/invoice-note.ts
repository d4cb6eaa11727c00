/**
 * The invoice's note (requisites.invoice_note): the company's LiquidJS template filled with the invoice,
 * its booking and the company. Checked when the requisites are saved, so a broken note is refused on the
 * settings screen instead of failing an invoice later.
 */
import { invoiceNotePlaceholders } from '@pms/domain';
import { renderLiquid, TemplateError } from './liquid/render-liquid.ts';

export interface InvoiceNoteData {
  invoice: { number: number; date: string; total: string };
  booking: { number: number };
  company: { name: string };
}

/** The longest note a template may print: a few lines under the invoice. */
const maxOutput = 5_000;

/** Every placeholder filled with a sample, to try a note against. */
const sample: InvoiceNoteData = {
  invoice: { number: 1, date: '01.01.2026', total: '1 ₸' },
  booking: { number: 1 },
  company: { name: 'Объект' },
};

/** The filled note (sandboxed, off the event loop: render-liquid.ts); throws TemplateError. */
export async function renderInvoiceNote(note: string, data: InvoiceNoteData): Promise<string> {
  const [text = ''] = await renderLiquid([{ text: note, maxOutput }], data);
  return text.replace(/\s+/g, ' ').trim();
}

/** A TemplateError as staff read it on the note's field. */
export function invoiceNoteProblem(err: TemplateError): string {
  const allowed = invoiceNotePlaceholders.map(([name]) => `{{ ${name} }}`).join(', ');
  return `Ошибка в тексте для счёта: ${err.message}. Можно использовать: ${allowed}`;
}

/** The Russian reason the note cannot be used, or undefined when it renders. */
export async function invoiceNoteError(note: string): Promise<string | undefined> {
  try {
    await renderInvoiceNote(note, sample);
    return undefined;
  } catch (err) {
    if (err instanceof TemplateError) return invoiceNoteProblem(err);
    throw err;
  }
}
