/**
 * The named 409 on a status step (issue 15): a colleague moved the booking while my editor was open; my
 * status button is refused naming them and offers to reload, as a refused save does, not a bare toast.
 */
import { describe, expect, it } from 'vitest';
import { savedReserve } from './editorSteps.ts';
import { useJourneys } from './journeys.ts';

const app = useJourneys();

interface Detail {
  room: number;
  check_in: number;
  check_out: number;
  updated_by_name: string | null;
}

describe('a status step over a colleague’s change', () => {
  it('names the colleague and offers «Обновить»', async () => {
    const mine = await app.logIn();
    // No live messages here: the refusal, not the live notice, must be what asks.
    await mine.page.routeWebSocket(/\/ws\//, () => undefined);
    const id = await savedReserve(app, mine.page, '105', 180);
    const editor = mine.page.getByTestId('booking-editor');

    const theirs = await app.logIn('olga@example.com');
    const before = await app.get<Detail>(theirs.page, `/api/v2/booking/${id}/`);
    const moved = await theirs.page.request.patch(`${app.url}/api/v2/booking/${id}/move/`, {
      data: { room: before.room, check_in: before.check_in, check_out: before.check_out + 86_400 },
    });
    expect(moved.status()).toBe(200);
    const name = (await app.get<Detail>(theirs.page, `/api/v2/booking/${id}/`)).updated_by_name;
    expect(name).toBe('Морозова Ольга');

    await editor.getByRole('button', { name: 'Бронирование' }).click();
    const prompt = mine.page.getByRole('dialog', { name: `Бронь изменила ${name} — обновить?` });
    await prompt
      .getByTestId('colleague-refusal')
      .getByText(new RegExp(`^Бронь изменила ${name} в \\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d\\.`))
      .waitFor();
    await prompt.getByRole('button', { name: 'Обновить' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(mine.errors).toEqual([expect.stringContaining('status of 409')]);
    await theirs.context.close();
    await mine.context.close();
  });
});
