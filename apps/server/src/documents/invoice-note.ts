/**
 * The invoice's note (requisites.invoice_note): the company's LiquidJS template filled with the invoice,
 * its booking and the company. Checked when the requisites are saved, so a broken note is refused on the
 * settings screen instead of failing an invoice later.
 */
import { invoiceNotePlaceholders } from '@pms/domain';
import { Liquid } from 'liquidjs';

export interface InvoiceNoteData {
  invoice: { number: number; date: string; total: string };
  booking: { number: number };
  company: { name: string };
}

/** Strict: a misspelt placeholder is refused on save rather than printed blank on a bank document. */
const liquid = new Liquid({ strictVariables: true, strictFilters: true, outputEscape: undefined });

/** Every placeholder filled with a sample, to try a note against. */
const sample: InvoiceNoteData = {
  invoice: { number: 1, date: '01.01.2026', total: '1 ₸' },
  booking: { number: 1 },
  company: { name: 'Объект' },
};

export function renderInvoiceNote(note: string, data: InvoiceNoteData): string {
  return liquid.parseAndRenderSync(note, data).replace(/\s+/g, ' ').trim();
}

/** LiquidJS explains in English; staff read what is wrong in Russian. */
function reasonOf(message: string): string {
  const variable = /undefined variable: ([\w.]+)/.exec(message)?.[1];
  if (variable) return `неизвестная подстановка {{ ${variable} }}`;
  const filter = /undefined filter: (\w+)/.exec(message)?.[1];
  if (filter) return `неизвестный фильтр ${filter}`;
  return 'проверьте фигурные скобки {{ }} и теги {% %}';
}

/** The Russian reason the note cannot be used, or undefined when it renders. */
export function invoiceNoteError(note: string): string | undefined {
  try {
    renderInvoiceNote(note, sample);
    return undefined;
  } catch (err) {
    const allowed = invoiceNotePlaceholders.map(([name]) => `{{ ${name} }}`).join(', ');
    return `Ошибка в тексте для счёта: ${reasonOf((err as Error).message)}. Можно использовать: ${allowed}`;
  }
}
