/**
 * A clerk sends a booking's confirmation (through the API, as the editor's button does) with no
 * SMTP_URL: the built-in outbox takes it, and 'Почта' shows it delivered; the message opens with its
 * text and PDF, and 'Скачать .eml' saves exactly the message the outbox received.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { emptyDay, useJourneys } from './journeys.ts';

const app = useJourneys();

interface Room {
  id: number;
  category_type: string;
}

describe('the outbox journey', () => {
  it('shows a sent confirmation, opens it and downloads its .eml', async () => {
    const { page, errors } = await app.logIn();
    const api = page.request;
    const rooms = await app.get<{ results: Room[] }>(page, '/api/v2/categories/rooms/?page[size]=100');
    const room = rooms.results.find((r) => r.category_type === 'room')!;
    // Far enough ahead that the demo's bookings leave the room free.
    const [from, to] = [emptyDay(320), emptyDay(322)];
    const at = (day: string, time: string) =>
      Math.floor(new Date(`${day}T${time}:00+05:00`).getTime() / 1000);
    const draft = await api.post(`${app.url}/api/booking/`, {
      data: { room: room.id, check_in: at(from, '14:00'), check_out: at(to, '12:00') },
    });
    expect(draft.status()).toBe(201);
    const id = (await draft.json()).id as number;
    const { version } = await app.get<{ version: number }>(page, `/api/v2/booking/${id}/`);
    const saved = await api.put(`${app.url}/api/v2/booking/${id}/`, {
      data: {
        version,
        room: room.id,
        check_in: `${from} 14:00`,
        check_out: `${to} 12:00`,
        clients: [
          {
            first_name: 'Айгуль',
            last_name: 'Серикова',
            phone_number: '+7 701 111 22 33',
            email: 'aigul@example.com',
          },
        ],
      },
    });
    expect(saved.status()).toBe(200);
    // The outbox names the booking by its number in the company (issue 29, item 15), not its id.
    const { number } = (await saved.json()) as { number: number };
    const sent = await api.post(`${app.url}/api/v2/booking/${id}/send-email/`, {
      data: { version: (await saved.json()).version },
    });
    expect(sent.status()).toBe(200);
    const mail = (await sent.json()).mail as { id: number; subject: string; message_id: string };

    await page.getByRole('navigation').getByRole('link', { name: 'Почта' }).click();
    const open = page.getByRole('button', { name: `Открыть письмо «${mail.subject}»` });
    await open.waitFor();
    const row = page.getByRole('row').filter({ has: open });
    await expect.poll(() => row.getByText('Отправлено').count()).toBe(1);
    await expect.poll(() => row.getByText('aigul@example.com').count()).toBe(1);
    await expect.poll(() => row.getByText(`№${number}`, { exact: true }).count()).toBe(1);

    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Здравствуйте, Серикова Айгуль!').waitFor();
    await dialog.getByRole('button', { name: `Скачать «Подтверждение брони №${number}.pdf»` }).waitFor();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Скачать .eml' }).click();
    const eml = await download;
    expect(eml.suggestedFilename()).toBe(`mail-${mail.id}.eml`);
    const text = await readFile((await eml.path())!, 'latin1');
    expect(text).toContain(`Message-ID: ${mail.message_id}`);
    expect(text).toContain('Content-Type: application/pdf');
    expect(errors).toEqual([]);
  });
});
