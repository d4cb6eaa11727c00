/**
 * Issue 11, "Done when", as one journey on an EMPTY database (SEED_DEMO=0): a manager sets the
 * property up through the screens only — check-in/out times, requisites, logo and e-mail template, a
 * category with weekday rates, a photo and a tag, its rooms, a food tariff with weekday prices, a per-day
 * service, a percent discount, a payment type, a sales channel with a block and a receptionist. The receptionist then logs in, drags a three-night reservation on
 * the calendar, fills the guest, adds the meal, the service and the discount, saves, pays with the new
 * payment type, and the editor's total and amount left to pay are the figures computed by hand below
 * from the prices typed in the admin screens.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseOption, step } from './editorSteps.ts';
import { draftIdFromDialog, emptyDay, roomByName, ruDate, tenge, useJourneys } from './journeys.ts';
import { invitationLink, startMailbox } from './mailbox.ts';

// The receptionist joins by the link mailed to her: the server's mail goes to this test's mailbox.
const mailbox = await startMailbox();
afterAll(() => mailbox.stop());
const app = useJourneys({ SEED_DEMO: '0', SMTP_URL: mailbox.url });

const shots = '/tmp/pms-property-setup';
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`) });

// What the manager types in the admin screens.
const CATEGORY = 'Стандарт «Озеро»';
const ROOMS = ['201', '202'];
const RATE = { weekday: 20_000, fri: 24_000, sat: 26_000 }; // 'Основная цена (сутки)', the rest of the week 20 000
const BREAKFAST = 'Завтрак «Шведский стол»';
const MEAL = { adult: 3_000, adultSat: 3_500, onReception: 4_000 }; // per adult per day
const SERVICE = 'Парковка у корпуса';
const SERVICE_PRICE = 1_500; // 'Сутки'
const DISCOUNT = 'Скидка постоянного гостя';
const DISCOUNT_PERCENT = 10;
const PAYMENT_TYPE = 'Kaspi QR';
const CHANNEL = 'Booking.com';
const RECEPTIONIST = {
  last: 'Ахметова',
  first: 'Динара',
  email: 'dinara@example.com',
  password: 'reception777',
};
const PAYMENT = 30_000;
const LEGAL = { name: 'ТОО «Озеро Боровое»', bin: '940140000385', iik: 'KZ86125KZT5004100100' };

/** A small real PNG for the logo and the category photo. */
const picture = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#3f7fb5' } })
    .png()
    .toBuffer();

interface PriceBody {
  days: number;
  price: string;
  food_total: string;
  advance_booking: string;
  services_total: string;
  discount: string;
  total: string;
  withheld: string;
  duty: string;
}
interface Detail {
  booking_status: string;
  source: number | null;
  calculated_by: PriceBody;
  payment_list: { value: string; payment_method_name: string }[];
}

/** 'YYYY-MM-DD' plus `days`. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The first Friday at least `offset` days ahead, in the property's zone. */
function fridayAhead(offset: number): string {
  const day = emptyDay(offset);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (5 - weekday + 7) % 7);
}

/** Opens an admin screen from the navbar. */
async function openScreen(page: Page, screen: string) {
  await page.getByRole('navigation').getByRole('link', { name: screen, exact: true }).click();
  await page.getByRole('heading', { name: screen, exact: true }).waitFor();
}

/** Opens the screen's 'Добавить …' dialog. */
async function openCreate(page: Page, screen: string, add: string): Promise<Locator> {
  await openScreen(page, screen);
  // An empty list offers its own 'Добавить …' beside the header's.
  await page.getByRole('button', { name: add }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** Saves the dialog and waits for its notice and for the dialog to close. */
async function saveNew(page: Page, dialog: Locator, notice = 'Успешно добавлено!') {
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText(notice).last().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

describe('property set-up journey (issue 11, on an empty database)', () => {
  it('a manager sets up the property on screen, and a receptionist books, pays and sees the right total', async () => {
    // The stay: Friday 15:00 → Monday 11:00, three nights (69 h → 3 days).
    const friday = fridayAhead(30);
    const saturday = addDays(friday, 1);
    const sunday = addDays(friday, 2);
    const monday = addDays(friday, 3);

    // ── The manager ──────────────────────────────────────────────────────────────────────────────
    const admin = await app.logIn();
    const page = admin.page;

    // 1. 'Настройки объекта': check-in at 15:00, check-out at 11:00.
    await openScreen(page, 'Настройки объекта');
    await page.getByLabel('Время заезда').fill('15:00');
    await page.getByLabel('Время выезда').fill('11:00');
    await shot(page, '01-company-info');
    // The settings form has its own 'Сохранить' (other cards on the page have theirs).
    const settings = page.locator('form').filter({ has: page.getByLabel('Время заезда') });
    await settings.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменено!').last().waitFor();
    expect(await page.getByLabel('Время заезда').inputValue()).toBe('15:00');
    expect(await page.getByLabel('Время выезда').inputValue()).toBe('11:00');

    // The requisites invoices print, in the same form; the logo; the confirmation e-mail's subject.
    await page.getByRole('textbox', { name: 'Юридическое название', exact: true }).fill(LEGAL.name);
    await page.getByRole('textbox', { name: 'БИН/ИИН', exact: true }).fill(LEGAL.bin);
    await page.getByRole('textbox', { name: 'ИИК (счёт)', exact: true }).fill(LEGAL.iik);
    await page.getByRole('textbox', { name: 'БИК', exact: true }).fill('HSBKKZKX');
    await settings.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменено!').last().waitFor();
    await page
      .getByLabel('Логотип')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture() });
    await page.getByText('Логотип обновлён').waitFor();
    const template = page.locator('form').filter({ has: page.getByLabel('Текст письма') });
    await template.getByLabel('Тема').fill(`Ваша бронь №{{ booking.number }} — ${LEGAL.name}`);
    await template.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменено!').last().waitFor();
    const info = await app.get<{ requisites: { legal_name: string; bin: string } }>(
      page,
      '/api/v2/companies/info/',
    );
    expect(info.requisites).toMatchObject({ legal_name: LEGAL.name, bin: LEGAL.bin });
    expect(await app.get(page, '/api/v2/companies/info/main-image/')).not.toBeNull();
    expect((await app.get<{ subject: string }>(page, '/api/v2/companies/info/template/')).subject).toContain(
      LEGAL.name,
    );

    // 2. A category for two with weekday rates (dearer Friday and Saturday), then its two rooms.
    await openScreen(page, 'Категории');
    await page.getByText('Категорий пока нет').waitFor();
    let dialog = await openCreate(page, 'Категории', 'Добавить категорию');
    await dialog.getByLabel('Название').fill(CATEGORY);
    await dialog.getByRole('textbox', { name: 'Количество мест' }).fill('2');
    await dialog
      .getByRole('textbox', { name: 'Заполнить строку «Основная цена (сутки)»' })
      .fill(String(RATE.weekday));
    await dialog.getByRole('textbox', { name: 'Основная цена (сутки), пятница' }).fill(String(RATE.fri));
    await dialog.getByRole('textbox', { name: 'Основная цена (сутки), суббота' }).fill(String(RATE.sat));
    expect(
      await dialog.getByRole('textbox', { name: 'Основная цена (сутки), воскресенье' }).inputValue(),
    ).toBe('20 000');
    await shot(page, '02-category-form');
    await saveNew(page, dialog);
    const categoryRow = page.getByRole('row').filter({ hasText: CATEGORY });
    await expect
      .poll(async () => (await categoryRow.textContent())?.replace(/\s/g, ' '))
      .toContain('20 000 – 26 000 ₸');
    // Its photo and a tag, in its form.
    await page.getByRole('button', { name: `Изменить «${CATEGORY}»` }).click();
    dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('Фотографии')
      .setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: await picture() });
    await page.getByText('Фото загружено').waitFor();
    await dialog.getByLabel('Новый тег').fill('Вид на озеро');
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await dialog.getByTestId('category-tags').getByText('Вид на озеро').waitFor();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await categoryRow.getByRole('img', { name: 'Главное фото' }).waitFor();

    for (const room of ROOMS) {
      dialog = await openCreate(page, 'Номера', 'Добавить номер');
      await dialog.getByLabel('Название номера').fill(room);
      await chooseOption(page, 'Категория', `${CATEGORY} · Номер`, dialog);
      await saveNew(page, dialog);
      await page.getByRole('row').filter({ hasText: room }).filter({ hasText: CATEGORY }).waitFor();
    }
    await shot(page, '03-rooms');

    // 3. A breakfast priced by weekday: 3 000 a day, 3 500 on Saturday paid in advance; 4 000 on site.
    dialog = await openCreate(page, 'Тарифы питания', 'Добавить тариф');
    await dialog.getByLabel('Название').fill(BREAKFAST);
    await chooseOption(page, 'Питание', 'Завтрак', dialog);
    await dialog.getByRole('textbox', { name: 'Заполнить строку «Взрослый»' }).fill(String(MEAL.adult));
    await dialog.getByRole('textbox', { name: 'Взрослый, суббота' }).fill(String(MEAL.adultSat));
    await dialog
      .getByRole('textbox', { name: 'Заполнить строку «Взрослый (на ресепшене)»' })
      .fill(String(MEAL.onReception));
    await shot(page, '04-food-tariff-form');
    await saveNew(page, dialog);
    await page.getByRole('row').filter({ hasText: BREAKFAST }).waitFor();

    // A service charged per day ('Сутки').
    dialog = await openCreate(page, 'Услуги', 'Добавить услугу');
    await dialog.getByLabel('Название').fill(SERVICE);
    await dialog.getByLabel('Цена').fill(String(SERVICE_PRICE));
    await chooseOption(page, 'Начисление', 'Сутки', dialog);
    await saveNew(page, dialog);
    await page.getByRole('row').filter({ hasText: SERVICE }).filter({ hasText: 'Сутки' }).waitFor();

    // A percent discount.
    dialog = await openCreate(page, 'Скидки', 'Добавить скидку');
    await dialog.getByLabel('Название').fill(DISCOUNT);
    await chooseOption(page, 'Вид скидки', 'Процент', dialog);
    await dialog.getByLabel('Размер').fill(String(DISCOUNT_PERCENT));
    await saveNew(page, dialog);
    await page.getByRole('row').filter({ hasText: DISCOUNT }).filter({ hasText: '10 %' }).waitFor();

    // A payment type.
    dialog = await openCreate(page, 'Типы оплат', 'Добавить тип оплаты');
    await dialog.getByLabel('Название').fill(PAYMENT_TYPE);
    await chooseOption(page, 'Способ оплаты', 'Онлайн', dialog);
    await saveNew(page, dialog);
    await page.getByRole('row').filter({ hasText: PAYMENT_TYPE }).waitFor();

    // A sales channel.
    dialog = await openCreate(page, 'Каналы продаж', 'Добавить канал');
    await dialog.getByLabel('Название').fill(CHANNEL);
    await chooseOption(page, 'Вид канала', 'OTA (онлайн-агентство)', dialog);
    await dialog.getByLabel('Комиссия').fill('15');
    await saveNew(page, dialog);
    await page.getByRole('row').filter({ hasText: CHANNEL }).filter({ hasText: '15 %' }).waitFor();
    // Room 202 allotted to the channel the week after the stay, as its own block.
    await page.getByRole('button', { name: 'Добавить блок' }).click();
    dialog = page.getByRole('dialog', { name: 'Блок номеров для канала' });
    await chooseOption(page, 'Канал продаж', CHANNEL, dialog);
    await dialog.getByLabel('Категория').click();
    await page.getByRole('option', { name: CATEGORY, exact: true }).click();
    await dialog.getByLabel('Номера').click();
    await page.getByRole('option', { name: '202', exact: true }).click();
    await dialog.getByLabel('Начало').fill(ruDate(addDays(friday, 7)));
    await dialog.getByLabel('Окончание').fill(ruDate(addDays(friday, 9)));
    await page.keyboard.press('Tab'); // leaving the field closes the date picker's dropdown
    await saveNew(page, dialog);
    const week = await app.calendar(page, addDays(friday, 7), 3);
    expect(roomByName(week, '202').booking_list.map((b) => b.kind)).toContain('block');
    await shot(page, '05-sales-channels');

    // 4. The receptionist.
    dialog = await openCreate(page, 'Сотрудники', 'Добавить сотрудника');
    await dialog.getByLabel('Фамилия').fill(RECEPTIONIST.last);
    await dialog.getByRole('textbox', { name: 'Имя', exact: true }).fill(RECEPTIONIST.first);
    await dialog.getByLabel('E-mail').fill(RECEPTIONIST.email);
    await shot(page, '06-employee-form');
    await saveNew(page, dialog, 'Приглашение создано');
    const employeeRow = page.getByRole('row').filter({ hasText: RECEPTIONIST.email });
    await employeeRow.filter({ hasText: 'Приглашён' }).waitFor();
    expect(admin.errors).toEqual([]);

    // Log out.
    await page.getByRole('button', { name: 'Меню пользователя' }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.getByRole('button', { name: 'Войти' }).waitFor();

    // ── The receptionist ─────────────────────────────────────────────────────────────────────────
    // She opens the link mailed to her and sets her own password (nobody chooses it for her).
    await page.goto(await invitationLink(mailbox, RECEPTIONIST.email));
    await page.getByLabel(/^Пароль\s*\*?$/).fill(RECEPTIONIST.password);
    await page.getByLabel(/^Пароль ещё раз/).fill(RECEPTIONIST.password);
    await page.getByRole('button', { name: 'Задать пароль и принять' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Календарь' }).waitFor();
    admin.errors.length = 0; // the logged-out probe's expected 401
    const errors = admin.errors;
    await page.getByRole('button', { name: 'Меню пользователя' }).waitFor();
    // The calendar ('/') lists the new rooms; then the week of the stay.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('room-201').waitFor();
    await page.goto(`${app.url}/?today=${addDays(friday, -1)}&period=7`);
    await page.getByTestId('room-201').waitFor();

    // Drag over Friday, Saturday and Sunday of room 201: three nights.
    const cell = (day: string) => page.getByRole('gridcell', { name: `201, ${ruDate(day)}`, exact: true });
    await cell(friday).hover();
    await page.mouse.down();
    await cell(saturday).hover();
    await cell(sunday).hover();
    await page.mouse.up();
    const reserve = page.getByRole('dialog', { name: 'Новая бронь — номер 201' });
    await reserve.waitFor();
    expect(await reserve.getByLabel('Дата заезда').inputValue()).toBe(ruDate(friday));
    expect(await reserve.getByLabel('Дата выезда').inputValue()).toBe(ruDate(monday));
    await shot(page, '07-reserve-dialog');
    await reserve.getByRole('button', { name: 'Резерв', exact: true }).click();
    await page.getByText('Успешно зарезервированно!').waitFor();
    const id = await draftIdFromDialog(page);
    const editor = page.getByTestId('booking-editor');
    await editor.getByText('Информация о брони').waitFor();

    // The company's times hold: 15:00 on Friday to 11:00 on Monday (Asia/Almaty, UTC+5).
    const draft = await app.get<{ check_in: number; check_out: number }>(page, `/api/v2/booking/${id}/`);
    expect(draft.check_in).toBe(Date.parse(`${friday}T15:00:00+05:00`) / 1000);
    expect(draft.check_out).toBe(Date.parse(`${monday}T11:00:00+05:00`) / 1000);

    // The stay came through the new channel.
    await chooseOption(page, 'Источник', CHANNEL);

    // The guest, then the first save (meals wait for it).
    await step(page, 'Данные клиента');
    const guest = editor.getByTestId('client-0');
    await guest.getByLabel('Имя').fill('Ерлан');
    await guest.getByLabel('Фамилия').fill('Садыков');
    await guest.getByLabel('Телефон').fill('+7 701 222 33 44');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменено!').first().waitFor();
    await editor.getByText(`Бронь №${id}`, { exact: true }).waitFor();

    // Breakfast for two adults, paid in advance ('Заранее' takes the 'Взрослый' row).
    await step(page, 'Питание');
    await editor.getByRole('button', { name: 'Добавить питание' }).click();
    const meal = editor.getByTestId('meal-0');
    await meal.waitFor();
    const mealAdults = meal.getByRole('textbox', { name: 'Взрослых', exact: true });
    if ((await mealAdults.inputValue()) !== '2') await mealAdults.fill('2');
    expect(await mealAdults.inputValue()).toBe('2');
    // A new order is paid on site, at the reception row's price: 2 adults × 3 mornings × 4 000 = 24 000.
    await expect
      .poll(() => editor.getByTestId('meal-total-0').textContent())
      .toBe(tenge(2 * 3 * MEAL.onReception));
    await meal.getByText('Заранее', { exact: true }).click();
    expect(await meal.getByLabel('С даты').inputValue()).toBe(ruDate(friday));
    expect(await meal.getByLabel('По дату').inputValue()).toBe(ruDate(monday));

    // Parking every day of the stay.
    await step(page, 'Услуги');
    await editor.getByLabel(`Количество: ${SERVICE}`).fill('1');

    // The discount.
    await step(page, 'Стоимость');
    await chooseOption(page, 'Скидка из списка', `${DISCOUNT} (10 %)`);
    await editor.getByRole('button', { name: 'Добавить скидку' }).click();
    await editor.getByTestId('discount-0').waitFor();

    // ── Computed by hand from the prices typed above ─────────────────────────────────────────────
    // Room: Fri 24 000 + Sat 26 000 + Sun 20 000                                         = 70 000
    const accommodation = RATE.fri + RATE.sat + RATE.weekday;
    // Breakfast is served the morning after each night (Sat, Sun, Mon), 2 adults, in advance:
    //   2 × (Sat 3 500 + Sun 3 000 + Mon 3 000)                                          = 19 000
    const meals = 2 * (MEAL.adultSat + MEAL.adult + MEAL.adult);
    // Parking 'Сутки': 1 500 × quantity 1 × 3 days                                       =  4 500
    const services = SERVICE_PRICE * 1 * 3;
    // Subtotal 70 000 + 19 000 + 4 500 = 93 500; 10 % of it                               =  9 350
    const subtotal = accommodation + meals + services;
    const discount = (subtotal * DISCOUNT_PERCENT) / 100;
    // Total 93 500 − 9 350                                                               = 84 150
    const total = subtotal - discount;
    // Left to pay after the 30 000 payment: 84 150 − 30 000                              = 54 150
    const leftToPay = total - PAYMENT;
    expect([accommodation, meals, services, subtotal, discount, total, leftToPay]).toEqual([
      70_000, 19_000, 4_500, 93_500, 9_350, 84_150, 54_150,
    ]);

    const line = (key: string) => editor.getByTestId(`price-${key}`).locator('td').last();
    await expect.poll(() => page.getByTestId('strip-total').textContent()).toBe(tenge(total));
    expect(await line('days').textContent()).toBe('3');
    expect(await line('price').textContent()).toBe(tenge(accommodation));
    expect(await line('meals').textContent()).toBe(tenge(meals));
    expect(await line('advance').textContent()).toBe(tenge(meals));
    expect(await line('services').textContent()).toBe(tenge(services));
    expect(await line('discount').textContent()).toBe(tenge(-discount));
    expect(await line('total').textContent()).toBe(tenge(total));
    expect(await page.getByTestId('strip-duty').textContent()).toBe(tenge(total));
    await shot(page, '08-editor-price');

    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменено!').first().waitFor();
    await expect
      .poll(async () => (await app.get<Detail>(page, `/api/v2/booking/${id}/`)).calculated_by.total)
      .toBe(`${total}.00`);

    // 'Оплатить': a payment of 30 000 with the new payment type.
    await step(page, 'Стоимость');
    await editor.getByRole('button', { name: 'Добавить платеж' }).click();
    const payment = editor.getByTestId('payment-row');
    await chooseOption(page, 'Вид оплаты', PAYMENT_TYPE, payment);
    await payment.getByLabel('Сумма').fill(String(PAYMENT));
    await payment.getByLabel('Комментарий').fill('Предоплата');
    await payment.getByRole('button', { name: 'Оформить' }).click();
    await page.getByText('Платеж оформлен!').waitFor();
    await editor.getByTestId('payments-list').getByText(PAYMENT_TYPE).waitFor();

    await expect.poll(() => page.getByTestId('strip-duty').textContent()).toBe(tenge(leftToPay));
    expect(await page.getByTestId('strip-total').textContent()).toBe(tenge(total));
    expect(await page.getByTestId('strip-paid').textContent()).toBe(tenge(PAYMENT));
    expect(await line('total').textContent()).toBe(tenge(total));
    expect(await line('withheld').textContent()).toBe(tenge(PAYMENT));
    expect(await line('duty').textContent()).toBe(tenge(leftToPay));
    await shot(page, '09-editor-paid');

    // The server holds the same.
    const saved = await app.get<Detail & { source_name?: string }>(page, `/api/v2/booking/${id}/`);
    expect(saved.booking_status).toBe('reserved');
    expect(saved.calculated_by).toMatchObject({
      days: 3,
      price: '70000.00',
      food_total: '19000.00',
      advance_booking: '19000.00',
      services_total: '4500.00',
      discount: '9350.00',
      total: '84150.00',
      withheld: '30000.00',
      duty: '54150.00',
    });
    expect(saved.payment_list).toMatchObject([{ value: '30000.00', payment_method_name: PAYMENT_TYPE }]);
    expect(saved.source_name).toBe(CHANNEL);

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
