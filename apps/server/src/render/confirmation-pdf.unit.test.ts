/**
 * The confirmation's renderer alone, from demo-like bookings priced by the real engine: what it prints
 * (read back with pdftotext), the early/late marks, a group's cancelled room, an overpayment, a long stay
 * that needs a second page, and a property with no requisites filled.
 */
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../test/pdf-text.ts';
import { confirmationData, renderConfirmation } from './confirmation-pdf.ts';
import { sampleCompany, sampleGroup, sampleMoney, sampleSingle } from './pdf/samples.ts';

const issue = { number: 5, issuedOn: '23.11.2026' };
const timeZone = 'Asia/Almaty';
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');
/** The data with formatTenge's no-break spaces made plain, to compare with amounts as typed. */
const plain = <T>(data: T): T => JSON.parse(JSON.stringify(data).replace(/[\u00a0\u202f]/g, ' '));
const render = async (data: ReturnType<typeof confirmationData>) => renderConfirmation(data, issue, null);

describe('confirmationData', () => {
  it('prints the single booking with its money as tenge, worked out by hand', () => {
    const d = plain(
      confirmationData({
        booking: sampleSingle(),
        money: sampleMoney(sampleSingle()),
        company: sampleCompany,
        timeZone,
      }),
    );
    expect(d.status).toBe('Бронь');
    expect(d.rooms).toEqual([
      expect.objectContaining({
        room: '204',
        checkIn: '12.12.2026 10:00',
        checkOut: '15.12.2026 12:00',
        early: true,
        late: false,
        // 10:00 → 12:00 three days later is 74 hours: 4 days by the engine's rule.
        days: '4',
        people: '2 взр., 1 дет.',
        // 4 × 32 000 + early 10 000 + the child on the extra bed 4 × 6 000.
        amount: '162 000 ₸',
      }),
    ]);
    // Breakfast on arrival: 12–15 December; supper 12–14.
    expect(d.mealDays.map((day) => [day.date, day.cells.breakfast, day.cells.supper])).toEqual([
      ['12.12.2026', '2 взр., 1 дет.', '2 взр.'],
      ['13.12.2026', '2 взр., 1 дет.', '2 взр.'],
      ['14.12.2026', '2 взр., 1 дет.', '2 взр.'],
      ['15.12.2026', '2 взр., 1 дет.', '—'],
    ]);
    // 162 000 + meals 87 000 + services 23 000 = 272 000, less 10 % = 244 800; 60 000 paid.
    expect(d.totals.map((t) => `${t.label}: ${t.value}`)).toEqual([
      'Проживание: 162 000 ₸',
      'Питание: 87 000 ₸',
      'Услуги: 23 000 ₸',
      'Скидка: − 27 200 ₸',
      'Итого: 244 800 ₸',
      'Оплачено: 60 000 ₸',
      'Осталось оплатить: 184 800 ₸',
    ]);
    expect(d.company.lines).toEqual([
      'ТОО «Алтын Булак Резорт», БИН 180440012345',
      'Алматинская обл., Талгарский р-н, ущелье Тургень, 12; юр. адрес: г. Алматы, пр. Абая, 150',
      'Тел.: +7 727 355 10 20, E-mail: booking@altynbulak.kz, altynbulak.kz',
    ]);
  });

  it.each<[string, { adults: number; children: number }, string]>([
    ['two adults on main places', { adults: 2, children: 0 }, '2 взр.'],
    ['two adults and a child on the extra bed', { adults: 2, children: 1 }, '2 взр., 1 дет.'],
    ['three adults, one on the extra bed', { adults: 3, children: 0 }, '3 взр.'],
  ])("'Гостей' counts everyone the stay sleeps (issue 29, item 5): %s", (_, guests, expected) => {
    const booking = sampleSingle(3, guests);
    const d = confirmationData({ booking, money: sampleMoney(booking), company: sampleCompany, timeZone });
    expect(d.rooms[0]!.people).toBe(expected);
  });

  it('shows an overpayment as nothing left to pay', () => {
    const booking = sampleSingle();
    booking.calculated_by = { ...booking.calculated_by, withheld: '300000.00', duty: '-55200.00' };
    const d = plain(
      confirmationData({ booking, money: sampleMoney(booking), company: sampleCompany, timeZone }),
    );
    expect(d.totals.at(-1)).toEqual({ label: 'Осталось оплатить', value: '0 ₸', strong: true });
  });

  it("marks a group's cancelled room and prints no amount for it", () => {
    const { group, roomGuests } = sampleGroup();
    group.child_list[1] = { ...group.child_list[1]!, booking_status: 'canceled' };
    const d = confirmationData({
      booking: group,
      money: sampleMoney(group),
      roomGuests,
      company: sampleCompany,
      timeZone,
    });
    expect(d.status).toBe('Бронь');
    expect(d.rooms[1]).toMatchObject({
      room: '305',
      status: 'Отменена',
      guests: ['Ким Сергей', 'Ким Асель'],
    });
  });

  it('prints only the name of a property with no requisites filled', () => {
    const company = {
      ...sampleCompany,
      address: '',
      phone: '',
      email: '',
      requisites: { legal_name: '', bin: '', legal_address: '', phone: '', email: '', site: '' },
    };
    const d = confirmationData({
      booking: sampleSingle(),
      money: sampleMoney(sampleSingle()),
      company,
      timeZone,
    });
    expect(d.company.lines).toEqual([]);
  });
});

describe('renderConfirmation', () => {
  it('reads back with the booking, the marks, the amounts and the terms', async () => {
    const pdf = await render(
      confirmationData({
        booking: sampleSingle(),
        money: sampleMoney(sampleSingle()),
        company: sampleCompany,
        timeZone,
      }),
    );
    const text = squeezed(await pdfText(pdf));
    for (const expected of [
      'Подтверждение бронирования № 42',
      'Документ № 5 от 23.11.2026',
      'Статус: Бронь',
      'Серикова Айгуль, Сериков Ерлан',
      'ранний заезд',
      'Трансфер из аэропорта Алматы 15 000 ₸ 1 15 000 ₸',
      // A service by the day says for how many days (issue 29, item 5).
      'Парковка 2 000 ₸ / сут. 1 × 4 сут. 8 000 ₸',
      'Постоянный гость 10 % − 27 200 ₸',
      '20.11.2026 Kaspi QR 60 000 ₸',
      'Осталось оплатить 184 800 ₸',
      'Заезд — с 14:00, выезд — до 12:00',
      '+7 727 355 10 20, booking@altynbulak.kz',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await pdfPages(pdf)).toBe(1);
  });

  it('lists each room of a group with its dates and own guests', async () => {
    const { group, roomGuests } = sampleGroup();
    const pdf = await render(
      confirmationData({
        booking: group,
        money: sampleMoney(group),
        roomGuests,
        company: sampleCompany,
        timeZone,
      }),
    );
    const text = squeezed(await pdfText(pdf));
    expect(text).toContain('Подтверждение групповой брони № 1');
    expect(text).toContain('Ахметов Нурлан, Ахметова Динара');
    expect(text).toContain('204 Люкс с видом на 20.12.2026 23.12.2026 3 2 взр. 96 000 ₸');
    expect(text).toContain('305 Люкс с видом на 21.12.2026 23.12.2026 2 2 взр. 64 000 ₸');
    expect(text).toContain('Гости: Ким Сергей, Ким Асель');
    expect(text).toContain('Трансфер из аэропорта Алматы 15 000 ₸ 1 × 2 ном. 30 000 ₸');
    expect(text).toContain('Итого 430 000 ₸');
    expect(text).toContain('Осталось оплатить 330 000 ₸');
  });

  it('carries a fortnight onto a second page, totals and terms included', async () => {
    const pdf = await render(
      confirmationData({
        booking: sampleSingle(14),
        money: sampleMoney(sampleSingle(14)),
        company: sampleCompany,
        timeZone,
      }),
    );
    expect(await pdfPages(pdf)).toBe(2);
    const text = squeezed(await pdfText(pdf));
    expect(text).toContain('26.12.2026 2 взр., 1 дет. — —');
    expect(text).toContain('Итого');
    expect(text).toContain('Отмена и изменение брони');
  });
});
