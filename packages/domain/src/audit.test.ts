import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditActions,
  auditEntities,
  auditEntityLabels,
  auditQuerySchema,
  auditSubject,
  describeAuditChanges,
  describeAuditData,
  describeAuditRow,
  formatAuditValue,
  statusChangeAction,
  statusStepAction,
} from './audit.ts';
import { bookingStatuses } from './booking-status.ts';
import { changedByWords } from './changed-by.ts';

const TZ = 'Asia/Almaty';
// 2026-12-01 14:00 in Almaty (UTC+5).
const DEC_1_14 = Date.UTC(2026, 11, 1, 9, 0) / 1000;

describe('formatAuditValue: a value as staff read it', () => {
  it.each([
    ['nothing', 'comment', null, 'booking', '—'],
    ['an empty text', 'comment', '', 'booking', '—'],
    ['an instant on the property clock', 'check_in', DEC_1_14, 'booking', '01.12.2026 14:00'],
    ['money from a number', 'common_amount', 15000, 'booking', '15\u00a0000\u00a0₸'],
    ['money from the API string', 'value', '2500.50', 'payment', '2\u00a0500,50\u00a0₸'],
    ['a booking status', 'status', 'check_in', 'booking', 'Заселен'],
    ['a leisure status', 'status', 'book', 'leisure_order', 'Продано'],
    ['an unknown status', 'status', 'odd', 'booking', 'odd'],
    ['a role', 'role', 'frontdesk', 'employee', 'Администратор'],
    ['a flag', 'is_early', true, 'booking', 'да'],
    ['a list of guests', 'guests', ['Иванов Иван', 'Петров Пётр'], 'booking', 'Иванов Иван, Петров Пётр'],
    ['no guests', 'guests', [], 'booking', '—'],
    ['a refund', 'payment_type', 'return', 'payment', 'Возврат'],
    ['a local day', 'day', '2026-12-31', 'leisure_order', '31.12.2026'],
    [
      'a nested object, member by member',
      'rates',
      { rows: { base: { mon: '20000.00' } } },
      'category',
      'Цена пн: 20\u00a0000\u00a0₸',
    ],
    [
      'required client fields by their labels',
      'required_fields',
      [{ name: 'first_name' }, { name: 'phone_number' }],
      'company',
      'Имя, Телефон',
    ],
    ['weekdays by their short names', 'weekdays', ['mon', 'san'], 'leisure_tariff', 'пн, вс'],
    ['an id never read by a name', 'source_id', 6, 'booking', '№6'],
    ['a news date', 'published_at', '2026-12-01', 'news', '01.12.2026'],
    ["a picture's place", 'owner_kind', 'company_logo', 'image', 'логотип'],
    ['a count', 'adult_count', 2, 'booking', '2'],
  ])('%s', (_, field, value, entity, expected) => {
    expect(formatAuditValue(field, value, entity, TZ)).toBe(expected);
  });
});

describe('describeAuditChanges: before → after lines in the editor order', () => {
  it.each([
    [
      'a status step',
      { entity: 'booking', changes: { status: ['booked', 'check_in'] }, data: {} },
      [{ field: 'status', label: 'Статус', before: 'Бронь', after: 'Заселен' }],
    ],
    [
      'a move names the rooms, dates after status order',
      {
        entity: 'booking',
        changes: { room_id: [3, 4], check_out: [DEC_1_14, DEC_1_14 + 86_400] },
        data: { rooms: ['101', '102'], reason: 'Шумно' },
      },
      [
        { field: 'check_out', label: 'Выезд', before: '01.12.2026 14:00', after: '02.12.2026 14:00' },
        { field: 'room_id', label: 'Номер', before: '101', after: '102' },
      ],
    ],
    [
      'an unknown field keeps its name, last',
      { entity: 'booking', changes: { zzz: [1, 2], comment: ['', 'VIP'] }, data: {} },
      [
        { field: 'comment', label: 'Комментарий', before: '—', after: 'VIP' },
        { field: 'zzz', label: 'zzz', before: '1', after: '2' },
      ],
    ],
    ['nothing changed', { entity: 'payment', changes: {}, data: {} }, []],
    [
      "a category's rates, each price that changed on a line of its own",
      {
        entity: 'category',
        changes: {
          rates: [
            {
              price_type: 'week',
              rows: { base: { mon: '20000.00', tue: '20000.00' }, single: { mon: '15000.00' } },
            },
            {
              price_type: 'week',
              rows: { base: { mon: '22000.00', tue: '20000.00' }, single: { mon: '15000.00' } },
              early_check_in: '3000.00',
            },
          ],
        },
        data: { name: 'Стандарт' },
      },
      [
        {
          field: 'rates.rows.base.mon',
          label: 'Цена пн',
          before: '20\u00a0000\u00a0₸',
          after: '22\u00a0000\u00a0₸',
        },
        {
          field: 'rates.early_check_in',
          label: 'Ранний заезд, цена',
          before: '—',
          after: '3\u00a0000\u00a0₸',
        },
      ],
    ],
    [
      "a category created: its rates in the form's order, Monday first",
      {
        entity: 'category',
        changes: {
          rates: [null, { rows: { base: { fri: '9600.00', mon: '8000.00' }, single: { mon: '7000.00' } } }],
        },
        data: {},
      },
      [
        { field: 'rates.rows.base.mon', label: 'Цена пн', before: '—', after: '8\u00a0000\u00a0₸' },
        { field: 'rates.rows.base.fri', label: 'Цена пт', before: '—', after: '9\u00a0600\u00a0₸' },
        { field: 'rates.rows.single.mon', label: 'Одноместное пн', before: '—', after: '7\u00a0000\u00a0₸' },
      ],
    ],
    [
      "a food tariff's prices by weekday",
      { entity: 'food_price', changes: { prices: [{ mon: '3000.00' }, { mon: '3500.00' }] }, data: {} },
      [{ field: 'prices.mon', label: 'Цена пн', before: '3\u00a0000\u00a0₸', after: '3\u00a0500\u00a0₸' }],
    ],
    [
      'the required client fields in words',
      {
        entity: 'company',
        changes: { required_fields: [[{ name: 'first_name' }], [{ name: 'first_name' }, { name: 'email' }]] },
        data: {},
      },
      [{ field: 'required_fields', label: 'Обязательные поля', before: 'Имя', after: 'Имя, E-mail' }],
    ],
    [
      "the company's requisites member by member",
      {
        entity: 'company',
        changes: {
          requisites: [
            { bank: 'Каспи', bin: '1' },
            { bank: 'Халык', bin: '1' },
          ],
        },
        data: {},
      },
      [{ field: 'requisites.bank', label: 'Реквизиты: банк', before: 'Каспи', after: 'Халык' }],
    ],
    [
      "a source by the channels' names kept in the record",
      {
        entity: 'booking',
        changes: { source_id: [null, 6] },
        data: { names: { source_id: [null, 'Booking.com'] } },
      },
      [{ field: 'source_id', label: 'Источник', before: '—', after: 'Booking.com' }],
    ],
    [
      'an older record without names: the id as a number',
      { entity: 'room', changes: { category_id: [2, 3] }, data: {} },
      [{ field: 'category_id', label: 'Категория', before: '№2', after: '№3' }],
    ],
    [
      "a block's room and channel by their names",
      {
        entity: 'block',
        changes: { room_id: [1, 2], channel_id: [4, 5], is_own: [true, false] },
        data: { names: { room_id: ['301', '303'], channel_id: ['Сайт', 'Booking.com'] } },
      },
      [
        { field: 'room_id', label: 'Номер', before: '301', after: '303' },
        { field: 'channel_id', label: 'Канал', before: 'Сайт', after: 'Booking.com' },
        { field: 'is_own', label: 'Свой блок', before: 'да', after: 'нет' },
      ],
    ],
  ] as const)('%s', (_, row, expected) => {
    expect(describeAuditChanges(row as unknown as Parameters<typeof describeAuditChanges>[0], TZ)).toEqual(
      expected,
    );
  });
});

describe('describeAuditChanges: an older record reads its ids by a lookup', () => {
  it('asks the lookup, and keeps the name the record holds over it', () => {
    const lookup = (field: string, id: number) => (field === 'source_id' ? `Канал ${id}` : undefined);
    const row = {
      entity: 'booking',
      changes: { source_id: [5, 6] },
      data: { names: { source_id: [null, 'Сайт'] } },
    };
    expect(describeAuditChanges(row as never, TZ, lookup)).toEqual([
      { field: 'source_id', label: 'Источник', before: 'Канал 5', after: 'Сайт' },
    ]);
  });
});

describe('describeAuditData: the payload in words', () => {
  it.each([
    [
      'a payment with its method',
      {
        entity: 'payment',
        action: 'payment',
        data: { amount: 5000, method: 'Наличные', payment_type: 'payment' },
      },
      ['5\u00a0000\u00a0₸', 'Наличные'],
    ],
    [
      'a cancellation with its reason',
      { entity: 'booking', action: 'cancel', data: { reason: 'Передумал' } },
      ['Причина: Передумал'],
    ],
    [
      'a booking made',
      {
        entity: 'booking',
        action: 'create',
        data: { room: '101', check_in: DEC_1_14, check_out: DEC_1_14 + 86_400 },
      },
      ['номер 101', '01.12.2026 14:00 — 02.12.2026 14:00'],
    ],
    [
      'a leisure sale',
      {
        entity: 'leisure_order',
        action: 'sale',
        data: { quantity: 3, day: '2026-12-31', amount: '9000.00' },
      },
      ['3 шт. на 31.12.2026', '9\u00a0000\u00a0₸'],
    ],
    [
      'a draft swept away',
      { entity: 'booking', action: 'delete', data: { status: 'new', room: '205' } },
      ['номер 205'],
    ],
    [
      'a new colleague',
      { entity: 'employee', action: 'employee_add', data: { role: 'manager' } },
      ['Управляющий'],
    ],
    ['a category price', { entity: 'category', action: 'price', data: { name: 'Люкс' } }, ['Люкс']],
    [
      'a repair: its room, period and comment',
      {
        entity: 'repair',
        action: 'delete',
        data: { room: '301', check_in: DEC_1_14, check_out: DEC_1_14 + 86_400, comment: 'Течёт кран' },
      },
      ['номер 301', '01.12.2026 14:00 — 02.12.2026 14:00', '«Течёт кран»'],
    ],
    [
      "a tag with its category's name at the time",
      { entity: 'tag', action: 'create', data: { name: 'Wi-Fi', names: { category_id: 'Стандарт' } } },
      ['категория «Стандарт»', 'Wi-Fi'],
    ],
    [
      'a picture made main: where it is and whose',
      {
        entity: 'image',
        action: 'update',
        changes: { is_main: [false, true] },
        data: { owner_kind: 'category', owner_id: 3, names: { owner_id: 'Стандарт' } },
      },
      ['категория «Стандарт»'],
    ],
    [
      'a news item created: its title is among its fields, not said again',
      {
        entity: 'news',
        action: 'create',
        changes: { title: [null, 'Открыли сауну'] },
        data: { name: 'Открыли сауну' },
      },
      [],
    ],
    [
      'a news item by its title',
      { entity: 'news', action: 'delete', data: { name: 'Открыли сауну' } },
      ['Открыли сауну'],
    ],
    [
      'a sale past a rate plan’s restrictions: the plan, each rule, the reason',
      {
        entity: 'booking',
        action: 'restriction_override',
        data: {
          rate_plan: 'Невозвратный',
          refusals: ['Минимальный срок проживания с 30.12 — 3 ночи', 'Заезд 30.12 закрыт'],
          reason: 'Постоянный гость',
        },
      },
      [
        'тариф «Невозвратный»',
        'Минимальный срок проживания с 30.12 — 3 ночи',
        'Заезд 30.12 закрыт',
        'Причина: Постоянный гость',
      ],
    ],
  ] as const)('%s', (_, row, expected) => {
    expect(describeAuditData(row as unknown as Parameters<typeof describeAuditData>[0], TZ)).toEqual(
      expected,
    );
  });
});

describe('describeAuditRow: the lines the screen and the export show', () => {
  it.each([
    [
      'a change reads before → after',
      { entity: 'booking', action: 'update', changes: { comment: ['', 'VIP'] }, data: {} },
      ['Комментарий: — → VIP'],
    ],
    [
      'a row created lists its values alone',
      { entity: 'tag', action: 'create', changes: { name: [null, 'Wi-Fi'] }, data: {} },
      ['Название: Wi-Fi'],
    ],
    [
      "a repair's period reads 'С' and 'По', its room and comment said once",
      {
        entity: 'repair',
        action: 'create',
        changes: { check_in: [null, DEC_1_14], check_out: [null, DEC_1_14 + 86_400], room_id: [null, 4] },
        data: {
          room: '104',
          names: { room_id: [null, '104'] },
          check_in: DEC_1_14,
          check_out: DEC_1_14 + 86_400,
        },
      },
      ['С: 01.12.2026 14:00', 'По: 02.12.2026 14:00', 'Номер: 104'],
    ],
    [
      'a line removed lists what it was',
      { entity: 'booking_service', action: 'service_remove', changes: { quantity: [2, null] }, data: {} },
      ['Количество: 2'],
    ],
  ] as const)('%s', (_, row, expected) => {
    const described = describeAuditRow(row as never, TZ);
    expect(described.lines).toEqual(expected);
    if (row.entity === 'repair') expect(described.notes).toEqual([]);
  });
});

describe('auditSubject: what a record is about', () => {
  it.each([
    // A booking is named by its number in the company, not by its id.
    [{ entity: 'booking', entity_id: 618, booking_id: 618, booking_number: 12 }, 'Бронь №12'],
    [{ entity: 'payment', entity_id: 40, booking_id: 618, booking_number: 12 }, 'Платёж №40 · Бронь №12'],
    // A draft removed before booking numbers: its number is not known, and no id stands in for it.
    [{ entity: 'booking', entity_id: 618, booking_id: 618, booking_number: null }, 'Бронь'],
    [{ entity: 'payment', entity_id: 40, booking_id: 618, booking_number: null }, 'Платёж №40 · Бронь'],
    [{ entity: 'company', entity_id: null, booking_id: null, booking_number: null }, 'Настройки компании'],
    [{ entity: 'repair', entity_id: 3, booking_id: null, booking_number: null }, 'Ремонт №3'],
  ])('%o → %s', (row, expected) => {
    expect(auditSubject(row)).toBe(expected);
  });
});

describe('auditActionLabel', () => {
  it.each([
    ['check_in', 'Заселение'],
    ['move', 'Переселение'],
    ['refund', 'Возврат'],
    ['something_new', 'Изменение'],
  ])('%s → %s', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });
});

describe('auditQuerySchema: filters and period as the reports check them', () => {
  it.each([
    ['nothing: the first page of 50', {}, { ok: true }],
    ['a whole period', { start: '2026-11-01', end: '2026-11-30' }, { ok: true }],
    ['an open end', { start: '2026-11-01' }, { ok: true }],
    [
      'reversed',
      { start: '2026-11-02', end: '2026-11-01' },
      { error: 'Начало периода позже конца', path: 'end' },
    ],
    ['a bad open end', { end: '2026-02-30' }, { error: 'Неверная дата', path: 'end' }],
    ['a bad start', { start: '01.11.2026', end: '2026-11-02' }, { error: 'Неверная дата', path: 'start' }],
    [
      'over a year',
      { start: '2026-01-01', end: '2027-06-01' },
      { error: 'Период не может быть больше 366 дней', path: 'end' },
    ],
    ['an unknown entity', { entity: 'invoice' }, { error: 'Неизвестный раздел журнала', path: 'entity' }],
    ['an unknown action', { action: 'hack' }, { error: 'Неизвестное действие', path: 'action' }],
  ] as const)('%s', (_, query, expected) => {
    const parsed = auditQuerySchema.safeParse(query);
    if ('ok' in expected) {
      expect(parsed.success).toBe(true);
      return;
    }
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(expected.error);
    expect(parsed.error?.issues[0]?.path).toEqual([expected.path]);
  });

  it('reads the page from the query string', () => {
    const q = auditQuerySchema.parse({ 'page[number]': '3', 'page[size]': '20', employee: '7' });
    expect(q).toMatchObject({ 'page[number]': 3, 'page[size]': 20, employee: 7 });
  });
});

describe('the entities and actions of migration 0034, in Russian', () => {
  it('labels every entity and the line actions', () => {
    for (const e of auditEntities) expect(auditEntityLabels[e]).toMatch(/[А-Яа-я]/);
    expect(auditActionLabel('service_add')).toBe('Добавлена услуга');
    expect(auditActionLabel('discount_remove')).toBe('Удалена скидка');
    expect(auditActionLabel('meal_change')).toBe('Изменено питание');
  });

  it("reads a line's and a catalogue row's fields", () => {
    const row = {
      entity: 'booking_meal',
      changes: {
        start_date: ['2026-12-01', '2026-12-02'],
        total: [3000, 4500],
        food_type: [null, 'breakfast'],
      } as Record<string, [unknown, unknown]>,
      data: { name: 'Завтрак' },
    };
    expect(describeAuditChanges(row, 'Asia/Almaty')).toEqual([
      { field: 'start_date', label: 'С', before: '01.12.2026', after: '02.12.2026' },
      { field: 'total', label: 'Итого', before: '3\u00a0000\u00a0₸', after: '4\u00a0500\u00a0₸' },
      { field: 'food_type', label: 'Питание', before: '—', after: 'Завтрак' },
    ]);
    expect(formatAuditValue('kind', 'online', 'payment_type', 'Asia/Almaty')).toBe('онлайн');
    expect(
      describeAuditData(
        { entity: 'client', action: 'update', data: { name: 'Абенов Ерлан', phone: '+7 701' } },
        'Asia/Almaty',
      ),
    ).toEqual(['Абенов Ерлан', '+7 701']);
  });

  it("shows a discount line's value as a percentage, without its catalogue id, named once", () => {
    const row = {
      entity: 'booking_discount',
      action: 'discount_add',
      changes: {
        name: [null, 'Корпоративная'],
        value: [null, 15],
        discount_kind: [null, 'percent'],
        discount_id: [null, 2],
      } as Record<string, [unknown, unknown]>,
      data: { name: 'Корпоративная' },
    };
    expect(describeAuditChanges(row, TZ).map((l) => [l.label, l.after])).toEqual([
      ['Название', 'Корпоративная'],
      ['Скидка, %', '15 %'],
      ['Вид скидки', 'процент'],
    ]);
    expect(describeAuditData(row, TZ)).toEqual([]);
  });

  it('names the status step a use case records', () => {
    expect(statusStepAction('check_in')).toBe('check_in');
    expect(statusStepAction('canceled')).toBeUndefined();
  });
});

describe('statusChangeAction: what a change of status records (the audit trigger asks it)', () => {
  it.each([
    ['new', 'status'],
    ['reserved', 'reserved'],
    ['booked', 'booked'],
    ['check_in', 'check_in'],
    ['check_out', 'check_out'],
    ['expired', 'expired'],
    ['canceled', 'cancel'],
    ['client_cancel', 'cancel'],
    ['company_cancel', 'cancel'],
  ] as const)('%s → %s', (status, action) => {
    expect(statusChangeAction(status)).toBe(action);
  });

  it('names a known action for every status', () => {
    for (const status of bookingStatuses) expect(auditActions).toContain(statusChangeAction(status));
  });
});

describe('changedByWords: who changed a booking, the verb by their gender (issue 28, item 16)', () => {
  it.each([
    [{ name: 'Касымова Айгерим', gender: 'female' as const }, 'Бронь изменила Касымова Айгерим'],
    [{ name: 'Жумабаев Данияр', gender: 'male' as const }, 'Бронь изменил Жумабаев Данияр'],
    [{ name: 'Администратор', gender: null }, 'Изменено: Администратор'],
    [{ name: 'Ким Алия' }, 'Изменено: Ким Алия'],
    [{ name: null, gender: 'female' as const }, 'Бронь изменил другой сотрудник'],
  ])('%o', (who, expected) => {
    expect(changedByWords(who)).toBe(expected);
  });
});

describe('a change of the price grid in words (issue 32)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'New Year at 45 000 with a 3-night minimum',
      {
        name: 'Стандарт',
        from: '2026-12-30',
        to: '2027-01-02',
        categories: ['Люкс', 'Стандартный'],
        prices: { base: '45000.00' },
        restrictions: { min_stay: 3 },
        dates: 4,
      },
      [
        'Стандарт',
        '30.12.2026 — 02.01.2027',
        'Люкс, Стандартный',
        'цена: 45\u00a0000\u00a0₸',
        'мин. 3\u00a0ночи',
      ],
    ],
    [
      'Fridays and Saturdays 3.33 % cheaper, stop-sell lifted',
      {
        name: 'Стандарт',
        from: '2027-07-01',
        to: '2027-08-31',
        weekdays: ['fri', 'sat'],
        categories: ['Люкс'],
        price_change: { kind: 'percent', value: '-3.33' },
        restrictions: { stop_sell: false, max_stay: null },
      },
      [
        'Стандарт',
        '01.07.2027 — 31.08.2027 (пт, сб)',
        'Люкс',
        'цены \u22123,33 %',
        'стоп-продажа снята',
        'макс. срок снят',
      ],
    ],
    [
      'a single price given back to the scheme',
      {
        name: 'Стандарт',
        from: '2027-01-01',
        to: '2027-01-01',
        categories: ['Люкс'],
        prices: { single: null },
      },
      ['Стандарт', '01.01.2027 — 01.01.2027', 'Люкс', 'одноместное: по схеме'],
    ],
    [
      'a workbook uploaded (docs/rates-screen.md)',
      {
        name: 'Стандарт',
        source: 'xlsx',
        from: '2026-12-28',
        to: '2027-01-03',
        categories: ['Люкс', 'Стандартный'],
        cells: 5,
      },
      ['Стандарт', '28.12.2026 — 03.01.2027', 'Люкс, Стандартный', 'загружено из Excel, изменено ячеек: 5'],
    ],
  ])('%s', (_, data, words) => {
    expect(describeAuditData({ entity: 'rate_grid', action: 'update', data }, TZ)).toEqual(words);
  });
});
