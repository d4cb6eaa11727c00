/**
 * Whom an invoice is made out to (issue 29, item 7): the guest, as before, or an organisation that pays
 * for its people, named by its БИН/ИИН (checked by its check digit, requisites.ts) and its address, as
 * the invoice's 'Покупатель:' line prints them (REFERENCE.md). The payer's own bank details are not on a
 * Kazakh invoice — the payment order sample is the supplier's — so they are not asked for.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { requiredText } from './primitives.ts';
import { binProblem } from './requisites.ts';

/** An organisation as an invoice names it; the БИН/ИИН pasted with spaces is stored compact. */
export const organisationBuyerSchema = z.object({
  kind: z.literal('organisation'),
  name: requiredText(300),
  bin: z
    .string({ error: messages.required })
    .max(40, messages.tooLong)
    .transform((v) => v.replace(/\s+/g, ''))
    .superRefine((v, ctx) => {
      const problem = v === '' ? messages.required : binProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  address: requiredText(500),
});
export type OrganisationBuyer = z.infer<typeof organisationBuyerSchema>;

export const invoiceBuyerKinds = ['guest', 'organisation'] as const;
export type InvoiceBuyerKind = (typeof invoiceBuyerKinds)[number];

/**
 * The buyer: `guest` bills the booking's first guest (or the corporate client or tour operator it came
 * through), `organisation` the one given.
 */
export const invoiceBuyerSchema = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('guest') }), organisationBuyerSchema],
  { error: messages.invalidValue },
);
export type InvoiceBuyer = z.infer<typeof invoiceBuyerSchema>;

/** POST /api/v2/booking/invoice/{id}/ (and …/group/{parent}/): the invoice, made out to `buyer`. */
export const invoiceRequestSchema = z.object({
  buyer: invoiceBuyerSchema.default({ kind: 'guest' }),
});
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

/** 'БИН / ИИН 940140000385, ТОО «Казахтелеком», г. Астана, ул. Сыганак, 70': the buyer's line. */
export const organisationLine = (o: Pick<OrganisationBuyer, 'name' | 'bin' | 'address'>) =>
  [`БИН / ИИН ${o.bin}`, o.name, o.address].filter(Boolean).join(', ');
