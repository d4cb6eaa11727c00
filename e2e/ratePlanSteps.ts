/**
 * What the rate plans' journeys share (rate-plans-editor.test.ts, rate-plans-paths.test.ts): reading
 * amounts as shown, the errors a page logs but for the refusals a journey asks for, and the owner's
 * override of a sale refused for a plan's restrictions.
 */
import type { Locator } from 'playwright-core';

/** A text with its (narrow) non-breaking spaces as plain ones: '45 000 ₸' as a person reads it. */
export const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** The errors of a page but the 400 the browser logs for a refusal the journey asked for. */
export const besides = (errors: string[]) => errors.filter((e) => !e.includes('400 (Bad Request)'));

/** Unix seconds of a local time at the demo resort ('YYYY-MM-DDTHH:mm:ss', UTC+5). */
export const unix = (local: string) => Math.floor(new Date(`${local}+05:00`).getTime() / 1000);

/** An owner's override of a refused sale: open it in the refusal, give the reason, sell. */
export async function sellPastRestriction(refusal: Locator, reason: string) {
  await refusal.getByRole('button', { name: 'Продать с нарушением ограничения' }).click();
  await refusal.getByLabel('Причина нарушения ограничения').fill(reason);
  await refusal.getByRole('button', { name: 'Продать с нарушением', exact: true }).click();
}
