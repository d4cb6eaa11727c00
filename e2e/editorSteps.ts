/**
 * Moves through the booking editor, single or group, and checks its header against the server's price.
 */
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { emptyDay, type Journeys, reserveCell, roomByName, tenge } from './journeys.ts';

/** What the header strip shows of a price, single or group. */
export interface StripPrice {
  total: string;
  duty: string;
}

/** Opens the editor's step whose button matches `name`. */
export const step = (page: Page, name: string) =>
  page
    .getByTestId('booking-editor')
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();

export async function chooseOption(
  page: Page,
  label: string,
  option: string,
  scope: Locator = page.getByTestId('booking-editor'),
) {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}

/** The last price the editor asked the server for at `pricePath` (its ok answers only). */
export function watchPrices<P extends StripPrice>(page: Page, pricePath: string): { last: () => P | null } {
  let last: P | null = null;
  page.on('response', (response: Response) => {
    if (!response.url().endsWith(pricePath) || !response.ok()) return;
    void response.json().then((body: P) => {
      last = body;
    });
  });
  return { last: () => last };
}

/** The header's total and duty settle on the server's latest price, once that price has `ready`. */
export async function expectStripMatches<P extends StripPrice>(
  page: Page,
  prices: { last: () => P | null },
  ready: (price: P) => boolean,
): Promise<P> {
  await expect
    .poll(async () => {
      const price = prices.last();
      if (!price || !ready(price)) return 'no price yet';
      const total = await page.getByTestId('strip-total').textContent();
      const duty = await page.getByTestId('strip-duty').textContent();
      return total === tenge(price.total) && duty === tenge(Math.abs(Number(price.duty)))
        ? 'same'
        : `${total} ${duty}`;
    })
    .toBe('same');
  return prices.last() as P;
}

/**
 * Goes through the cancel dialog named `name`: it warns about the refund when something was `paid` (only
 * then, issue 28 item 18) and wants a reason first.
 */
export async function cancelWithReason(page: Page, name: string, reason: string, paid = true) {
  const cancel = page.getByRole('dialog', { name });
  await cancel.getByRole('button', { name: 'Отменить бронь' }).waitFor();
  if (paid) await cancel.getByText('Не забудьте сделать возврат').waitFor();
  else expect(await cancel.getByText('Не забудьте сделать возврат').count()).toBe(0);
  await cancel.getByRole('button', { name: 'Отменить бронь' }).click();
  await cancel.getByText('Укажите причину отмены').waitFor();
  await cancel.getByLabel('Причина отмены').fill(reason);
  await cancel.getByRole('button', { name: 'Отменить бронь' }).click();
}

/** Reserves the night `offsetDays` ahead in `room`, names the guest and saves: the editor stays open. */
export async function savedReserve(
  app: Journeys,
  page: Page,
  room: string,
  offsetDays: number,
): Promise<number> {
  const from = emptyDay(offsetDays);
  const { id: roomId } = roomByName(await app.calendar(page, from), room);
  await app.openWindow(page, from);
  const id = await reserveCell(page, roomId, emptyDay(offsetDays + 1));
  const dialog = page.getByTestId('booking-editor');
  await step(page, 'Данные клиента');
  const guest = dialog.getByTestId('client-0');
  await guest.getByLabel('Имя').fill('Сауле');
  await guest.getByLabel('Телефон').fill('+7 701 555 00 11');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await dialog.getByText(`Бронь №${id}`, { exact: true }).waitFor();
  return id;
}
