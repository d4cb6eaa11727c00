import { describe, expect, it } from 'vitest';
import { type InvoicePrice, invoiceLines, line, type PricedRoom } from './invoice-lines.ts';

const night = (date: string, key: string, price: string) => ({ date, key, price });
const room = (over: Partial<PricedRoom['price']> = {}, people: Partial<PricedRoom> = {}): PricedRoom => ({
  categoryId: 7,
  category: 'Люкс',
  room: '201',
  checkIn: '2026-12-04 14:00',
  checkOut: '2026-12-07 12:00',
  adults: 0,
  children: 0,
  childrenWithoutPlace: 0,
  price: {
    calculation_type: 'tariff',
    days: 3,
    price: '68000.00',
    nights: [
      night('2026-12-04', 'fri', '24000.00'),
      night('2026-12-05', 'sat', '24000.00'),
      night('2026-12-06', 'san', '20000.00'),
    ],
    early_check_in: '0.00',
    late_check_out: '0.00',
    adult_price: '0.00',
    child_price: '0.00',
    child_without_place: '0.00',
    food_list: [],
    ...over,
  },
  ...people,
});
const priced = (rooms: PricedRoom[]): InvoicePrice => ({
  rooms,
  food: [],
  services: [],
  discounts: [],
  total: '0',
});

describe('invoice lines', () => {
  it('prints an amount that does not divide evenly as one unit, so quantity × price is the amount', () => {
    expect(line('ПИТ-1', 'Питание', 3, 'дн.', 1_000_000)).toEqual({
      code: 'ПИТ-1',
      name: 'Питание',
      quantity: 1,
      unit: 'усл.',
      price: '10000.00',
      total: '10000.00',
    });
    expect(line('УСЛ-1', 'Парковка', 2, 'сут.', 400_000)).toMatchObject({ quantity: 2, price: '2000.00' });
  });

  it('splits nights at different rates into lines that say which days they are', () => {
    expect(invoiceLines(priced([room()])).map((l) => [l.name, l.quantity, l.price])).toEqual([
      ['Проживание: Люкс, номер 201, 04.12.2026–07.12.2026 (пт, сб)', 2, '24000.00'],
      ['Проживание: Люкс, номер 201, 04.12.2026–07.12.2026 (вс)', 1, '20000.00'],
    ]);
  });

  it('names month rates as the pricing spells them (October is okt)', () => {
    const autumn = room({
      days: 2,
      price: '50000.00',
      nights: [night('2026-10-31', 'okt', '20000.00'), night('2026-11-01', 'nov', '30000.00')],
    });
    expect(invoiceLines(priced([autumn])).map((l) => l.name)).toEqual([
      'Проживание: Люкс, номер 201, 04.12.2026–07.12.2026 (октябрь)',
      'Проживание: Люкс, номер 201, 04.12.2026–07.12.2026 (ноябрь)',
    ]);
  });

  it('prints a full price for the stay as one line, and the extras per person and night', () => {
    const full = room(
      {
        calculation_type: 'full',
        price: '50000.00',
        nights: [],
        late_check_out: '10000.00',
        adult_price: '16000.00',
        child_without_place: '6000.00',
      },
      { adults: 1, childrenWithoutPlace: 1 },
    );
    expect(invoiceLines(priced([full])).map((l) => [l.name, l.quantity, l.unit, l.total])).toEqual([
      ['Проживание: Люкс, номер 201, 04.12.2026–07.12.2026', 1, 'усл.', '50000.00'],
      ['Поздний выезд', 1, 'усл.', '10000.00'],
      ['Дополнительное место: взрослый', 1, 'усл.', '16000.00'],
      ['Ребёнок без места', 3, 'сут.', '6000.00'],
    ]);
  });
});

describe('a stay lived in more than one room (issue 28, item 3)', () => {
  const leg = (
    room_name: string,
    category_id: number,
    category_name: string,
    from_local: string,
    to_local: string,
  ) => ({
    room: 1,
    room_name,
    koika: null,
    category_id,
    category_name,
    from: 0,
    to: 0,
    from_local,
    to_local,
  });
  const legs = [
    leg('101', 3, 'Стандарт', '2026-12-04 14:00', '2026-12-05 15:03'),
    leg('203', 7, 'Люкс', '2026-12-05 15:03', '2026-12-07 12:00'),
  ];
  const moved = (over: Partial<PricedRoom['price']> = {}, people: Partial<PricedRoom> = {}) =>
    room(
      {
        price: '80000.00',
        nights: [
          { ...night('2026-12-04', 'fri', '20000.00'), leg: 0 },
          { ...night('2026-12-05', 'sat', '30000.00'), leg: 1 },
          { ...night('2026-12-06', 'san', '30000.00'), leg: 1 },
        ],
        ...over,
      },
      { legs, ...people },
    );

  it('bills each room its own nights, with its category, its code and period', () => {
    expect(
      invoiceLines(priced([moved()])).map((l) => [l.code, l.name, l.quantity, l.price, l.total]),
    ).toEqual([
      ['ПРЖ-3', 'Проживание: Стандарт, номер 101, 04.12.2026–05.12.2026', 1, '20000.00', '20000.00'],
      ['ПРЖ-7', 'Проживание: Люкс, номер 203, 05.12.2026–07.12.2026', 2, '30000.00', '60000.00'],
    ]);
  });

  it('a full price is billed per room by its nights; the extra places stay one line over the stay', () => {
    const lines = invoiceLines(
      priced([
        moved(
          {
            calculation_type: 'full',
            price: '90000.00',
            adult_price: '6000.00',
            nights: [
              { ...night('2026-12-04', 'fri', '30000.00'), leg: 0 },
              { ...night('2026-12-05', 'sat', '30000.00'), leg: 1 },
              { ...night('2026-12-06', 'san', '30000.00'), leg: 1 },
            ],
          },
          { adults: 1 },
        ),
      ]),
    );
    expect(lines.map((l) => [l.name, l.quantity, l.total])).toEqual([
      ['Проживание: Стандарт, номер 101, 04.12.2026–05.12.2026', 1, '30000.00'],
      ['Проживание: Люкс, номер 203, 05.12.2026–07.12.2026', 2, '60000.00'],
      ['Дополнительное место: взрослый', 3, '6000.00'],
    ]);
  });
});

describe('extra places by the price they were sold at (issue 29, item 7)', () => {
  it('bills a child on the extra bed per night price, not at an average', () => {
    // Friday and Saturday 6 000 a child, Sunday 4 500: 16 500 in all, which averages to 5 500.
    const withChild = room(
      {
        child_price: '16500.00',
        nights: [
          { ...night('2026-12-04', 'fri', '24000.00'), child_price: '6000.00' },
          { ...night('2026-12-05', 'sat', '24000.00'), child_price: '6000.00' },
          { ...night('2026-12-06', 'san', '20000.00'), child_price: '4500.00' },
        ],
      },
      { children: 1 },
    );
    const extras = invoiceLines(priced([withChild])).filter((l) => l.name.startsWith('Дополнительное'));
    expect(extras.map((l) => [l.name, l.quantity, l.price, l.total])).toEqual([
      ['Дополнительное место: ребёнок (пт, сб)', 2, '6000.00', '12000.00'],
      ['Дополнительное место: ребёнок (вс)', 1, '4500.00', '4500.00'],
    ]);
  });

  it('bills two adults on extra places at one price as one line, and a price saved before as its amount', () => {
    const two = room(
      {
        adult_price: '36000.00',
        nights: [
          { ...night('2026-12-04', 'fri', '24000.00'), adult_price: '12000.00' },
          { ...night('2026-12-05', 'sat', '24000.00'), adult_price: '12000.00' },
          { ...night('2026-12-06', 'san', '20000.00'), adult_price: '12000.00' },
        ],
      },
      { adults: 2 },
    );
    const lines = invoiceLines(priced([two])).filter((l) => l.name.startsWith('Дополнительное'));
    expect(lines.map((l) => [l.name, l.quantity, l.price])).toEqual([
      ['Дополнительное место: взрослый', 6, '6000.00'],
    ]);
    // A price stored before the nights named their extras: one line of the whole amount.
    const old = room({ child_price: '16500.00' }, { children: 1 });
    const oldLines = invoiceLines(priced([old])).filter((l) => l.name.startsWith('Дополнительное'));
    expect(oldLines.map((l) => [l.quantity, l.price, l.total])).toEqual([[3, '5500.00', '16500.00']]);
  });
});

describe('the code of each line (issue 29, item 7)', () => {
  it('codes a catalogue’s item by its id there, and each extra by a fixed code', () => {
    const lines = invoiceLines({
      rooms: [
        room(
          {
            early_check_in: '5000.00',
            late_check_out: '5000.00',
            adult_price: '18000.00',
            child_price: '9000.00',
            child_without_place: '3000.00',
            food_list: [
              {
                tariff: 4,
                name: 'Завтрак',
                food_type: 'breakfast',
                is_advance: true,
                adult_count: 1,
                child_count: 0,
                dates: ['2026-12-05'],
                total: '4000.00',
              },
            ],
          },
          { adults: 1, children: 1, childrenWithoutPlace: 1 },
        ),
      ],
      food: [],
      services: [
        {
          id: 12,
          name: 'Трансфер',
          price: '15000.00',
          service_type: 'once',
          quantity: 1,
          rooms: 1,
          total: '15000.00',
        },
      ],
      discounts: [
        {
          id: 5,
          name: 'Постоянный гость',
          discount_kind: 'fixed',
          value: '1000.00',
          quantity: 1,
          total: '1000.00',
        },
      ],
      total: '0',
    });
    expect(lines.map((l) => [l.code, l.name.replace(/[:,(].*$/, '')])).toEqual([
      ['ПРЖ-7', 'Проживание'],
      ['ПРЖ-7', 'Проживание'],
      ['РЗ', 'Ранний заезд'],
      ['ПВ', 'Поздний выезд'],
      ['ДМ-В', 'Дополнительное место'],
      ['ДМ-Р', 'Дополнительное место'],
      ['РБМ', 'Ребёнок без места'],
      ['ПИТ-4', 'Питание'],
      ['УСЛ-12', 'Трансфер'],
      ['СК-5', 'Скидка «Постоянный гость»'],
    ]);
  });
});
