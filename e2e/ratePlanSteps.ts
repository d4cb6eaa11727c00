/**
 * What the rate plans' journeys share (rate-plans-editor.test.ts, rate-plans-paths.test.ts): reading
 * amounts as shown, the errors a page logs but for the refusals a journey asks for, and the owner's
 * override of a sale refused for a plan's restrictions, and a bar dragged to another day.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshotsDir } from './harness.ts';

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

/** At 390 px a plan's card lies within the screen's width (the cards stack); shot, then back to 1366 px. */
export async function cardFitsPhone(page: Page, card: Locator, screenshot: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(screenshotsDir, screenshot) });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Drags a booking's bar on the open calendar from day `from` to day `to` of its room's row: pressed
 * near its start, moved past the drag threshold, then by the cells' distance, and dropped.
 */
export async function dragBar(page: Page, booking: number, room: number, from: string, to: string) {
  const bar = (await page.getByTestId(`bar-booking-${booking}`).boundingBox())!;
  const source = (await page.locator(`[data-cell="r${room}-${from}"]`).boundingBox())!;
  const target = (await page.locator(`[data-cell="r${room}-${to}"]`).boundingBox())!;
  const y = bar.y + bar.height / 2;
  await page.mouse.move(bar.x + 8, y);
  await page.mouse.down();
  await page.mouse.move(bar.x + 28, y, { steps: 4 });
  await page.mouse.move(bar.x + 8 + (target.x - source.x), y, { steps: 8 });
  await page.mouse.up();
}
