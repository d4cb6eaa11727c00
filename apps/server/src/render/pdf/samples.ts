/**
 * Demo-like bookings as the editor's read model answers them (BookingDetail, GroupDetail), priced by the
 * real engine: what the renderers' tests, the preview script (bench/documents-preview.ts) and the
 * benchmark print. Not used by the server.
 */
import {
  type BookingClient,
  type BookingDetail,
  type CategoryRates,
  type FoodItemInput,
  type FoodTariff,
  fromLocal,
  type GroupDetail,
  type PaymentInput,
  parseMoney,
  priceBooking,
  priceGroup,
  type RoomMoney,
  type ServiceInput,
  toLocal,
} from '@pms/domain';
import type { CompanyInfo } from './company.ts';

const ZONE = 'Asia/Almaty';
const flat = (price: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, price]));

export const sampleCompany: CompanyInfo = {
  name: 'Курорт «Алтын Булак»',
  address: 'Алматинская обл., Талгарский р-н, ущелье Тургень, 12',
  phone: '+7 727 355 10 20',
  email: 'booking@altynbulak.kz',
  check_in_time: '14:00',
  check_out_time: '12:00',
  requisites: {
    legal_name: 'ТОО «Алтын Булак Резорт»',
    bin: '180440012345',
    legal_address: 'г. Алматы, пр. Абая, 150',
    phone: '',
    email: '',
    site: 'altynbulak.kz',
  },
};

const rates: CategoryRates = {
  price_type: 'week',
  rows: {
    base: flat('32000.00'),
    extra_adult: flat('9000.00'),
    extra_child: flat('6000.00'),
  },
  early_check_in: '10000.00',
  late_check_out: '8000.00',
  additional_place: 1,
};

const tariff = (id: number, name: string, food_type: FoodTariff['food_type'], adult: string): FoodTariff => ({
  id,
  name,
  food_type,
  price_type: 'week',
  prices: {
    adult: flat(adult),
    children: flat(String(Number(adult) / 2)),
    adult_on_reception: flat(adult),
    children_on_reception: flat(String(Number(adult) / 2)),
  },
});
const buffet = tariff(1, 'Шведский стол', 'breakfast', '4500.00');
const dinner = tariff(2, 'Ужин в ресторане «Сары-Арка»', 'supper', '7000.00');
const fullBoard = tariff(3, 'Полный пансион', 'all', '15000.00');

const client = (id: number, last: string, first: string): BookingClient => ({
  id,
  first_name: first,
  last_name: last,
  middle_name: '',
  phone_number: `+7 701 555 00 0${id}`,
  email: '',
  document_number: '',
  id_card: '',
  gender: null,
  comment: '',
});

function foodRow(
  id: number,
  t: FoodTariff,
  item: Omit<FoodItemInput, 'tariff' | 'is_advance'>,
  total: string,
) {
  return {
    id,
    tariff: t.id,
    tariff_name: t.name,
    food_type: t.food_type,
    adult_count: item.adult_count,
    child_count: item.child_count,
    start_date: item.start_date,
    end_date: item.end_date,
    is_advance: true,
    has_breakfast_check_in: item.has_breakfast_check_in ?? false,
    has_lunch_check_out: item.has_lunch_check_out ?? false,
    has_supper_check_out: item.has_supper_check_out ?? false,
    total,
  };
}

const local = (s: number) => {
  const at = toLocal(s, ZONE);
  return `${at.date} ${at.time}`;
};

/**
 * The fields of a detail that the documents do not read, as a fresh booking has them. The company's
 * booking number is the id's last three digits, so a document that printed the id would show.
 */
function detailBase(id: number, room: string, checkIn: number, checkOut: number) {
  const inLocal = local(checkIn);
  const outLocal = local(checkOut);
  return {
    id,
    number: id % 1000,
    original_booking: null,
    category_id: 1,
    category_name: 'Люкс с видом на горы',
    category_type: 'room' as const,
    place_number: 2,
    additional_place: 1,
    room: id,
    room_name: room,
    koika: null,
    koika_name: null,
    old_room: null,
    old_room_name: null,
    room_reason: '',
    legs: [],
    check_in: checkIn,
    check_out: checkOut,
    check_in_local: inLocal,
    check_out_local: outLocal,
    hour_check_in: inLocal.slice(11),
    hour_check_out: outLocal.slice(11),
    is_time: false,
    group_parent: null,
    source: null,
    source_name: 'Прямая продажа',
    is_single: false,
    has_additional: true,
    main_adult_count: 2,
    main_child_count: 0,
    rate_plan: null,
    calculation_type: 'tariff' as const,
    custom_price: null,
    has_expire: false,
    expire_on: null,
    expire_on_date: null,
    expire_on_time: null,
    created_by: null,
    comment: '',
    cancel_reason: '',
    version: 3,
    updated_by_name: null,
    updated_by_gender: null,
    updated_by: null,
    updated_at: checkIn,
    task_list: [],
    required_fields: ['first_name' as const, 'phone_number' as const],
  };
}

/**
 * A single booking: room 204 from 12 December 10:00 (early check-in) to the 15th 12:00, two adults and a
 * child on the extra bed; breakfast for three with breakfast on arrival, supper for two; a transfer and
 * parking; 10 % regular guest discount; 60 000 paid by Kaspi.
 */
export function sampleSingle(nights = 3, guests = { adults: 2, children: 1 }): BookingDetail {
  const checkIn = fromLocal('2026-12-12', '10:00', ZONE);
  const end = new Date(Date.UTC(2026, 11, 12 + nights)).toISOString().slice(0, 10);
  const checkOut = fromLocal(end, '12:00', ZONE);
  const stay = { start_date: '2026-12-12', end_date: end };
  const food: FoodItemInput[] = [
    {
      tariff: buffet,
      is_advance: true,
      adult_count: guests.adults,
      child_count: guests.children,
      has_breakfast_check_in: true,
      ...stay,
    },
    { tariff: dinner, is_advance: true, adult_count: guests.adults, child_count: 0, ...stay },
  ];
  const services: ServiceInput[] = [
    { id: 1, name: 'Трансфер из аэропорта Алматы', price: '15000.00', service_type: 'once', quantity: 1 },
    { id: 2, name: 'Парковка', price: '2000.00', service_type: 'day', quantity: 1 },
  ];
  const payments: PaymentInput[] = [{ value: '60000.00', payment_type: 'payment' }];
  const extraAdults = Math.max(0, guests.adults - 2);
  const price = priceBooking({
    check_in: checkIn,
    check_out: checkOut,
    time_zone: ZONE,
    rates,
    calculation_type: 'tariff',
    is_early: true,
    has_additional: true,
    adult_count: extraAdults,
    child_count: Math.min(1, guests.children),
    food,
    services,
    discounts: [{ id: 1, name: 'Постоянный гость', discount_kind: 'percent', value: '10' }],
    payments,
  });
  return {
    ...detailBase(1042, '204', checkIn, checkOut),
    is_group: false,
    booking_status: 'booked',
    is_early: true,
    is_late: false,
    // Two adults on main places; a third adult and the first child on the extra places.
    main_adult_count: guests.adults - extraAdults,
    main_child_count: guests.children - Math.min(1, guests.children),
    adult_count: extraAdults,
    child_count: Math.min(1, guests.children),
    child_without_place: 0,
    common_amount: price.total,
    duty: price.duty,
    clients_list: [client(1, 'Серикова', 'Айгуль'), client(2, 'Сериков', 'Ерлан')],
    food_list: food.map((f, i) => foodRow(i + 1, f.tariff, f, price.food_list[i]!.total)),
    included_meals: [],
    services: price.services.map((s) => ({ ...s, service: s.id, rooms: 1 })),
    discount_list: price.discount_list.map((d) => ({ ...d, discount: d.id })),
    payment_list: [
      {
        id: 1,
        value: '60000.00',
        payment_type: 'payment',
        payment_method: 1,
        payment_method_name: 'Kaspi QR',
        comment: '',
        created_at: fromLocal('2026-11-20', '16:30', ZONE),
      },
    ],
    calculated_by: price,
  };
}

/**
 * A group of two rooms (204 and 305) with different dates, full board for four with supper on departure,
 * a shared transfer for both rooms; the second room has a guest of its own. Answers the parent's group
 * view and the rooms' own guests.
 */
export function sampleGroup(): { group: GroupDetail; roomGuests: Map<number, BookingClient[]> } {
  const rooms = [
    { id: 2001, room: '204', from: '2026-12-20', to: '2026-12-23' },
    { id: 2002, room: '305', from: '2026-12-21', to: '2026-12-23' },
  ].map((r) => ({
    ...r,
    checkIn: fromLocal(r.from, '14:00', ZONE),
    checkOut: fromLocal(r.to, '12:00', ZONE),
  }));
  const food: FoodItemInput[] = [
    {
      tariff: fullBoard,
      is_advance: true,
      adult_count: 4,
      child_count: 0,
      start_date: '2026-12-20',
      end_date: '2026-12-23',
      has_supper_check_out: true,
    },
  ];
  const calc = priceGroup({
    rooms: rooms.map((r) => ({
      id: r.id,
      check_in: r.checkIn,
      check_out: r.checkOut,
      time_zone: ZONE,
      rates,
      calculation_type: 'tariff',
    })),
    food,
    services: [
      { id: 1, name: 'Трансфер из аэропорта Алматы', price: '15000.00', service_type: 'once', quantity: 1 },
    ],
    payments: [{ value: '100000.00', payment_type: 'payment' }],
  });
  const parent = rooms[0]!;
  const base = detailBase(parent.id, parent.room, parent.checkIn, parent.checkOut);
  const children = rooms.map((r) => {
    const b = detailBase(r.id, r.room, r.checkIn, r.checkOut);
    return {
      id: r.id,
      number: b.number,
      category_id: 1,
      category_name: b.category_name,
      room: r.id,
      room_name: r.room,
      booking_status: 'booked' as const,
      rate_plan: null,
      version: 2,
      updated_by: null,
      updated_by_name: null,
      updated_by_gender: null,
      check_in: b.check_in,
      check_out: b.check_out,
      check_in_local: b.check_in_local,
      check_out_local: b.check_out_local,
      hour_check_in: b.hour_check_in,
      hour_check_out: b.hour_check_out,
      is_single: false,
      has_additional: false,
      adult_count: 0,
      child_count: 0,
      child_without_place: 0,
      main_adult_count: 2,
      main_child_count: 0,
      is_early: false,
      is_late: false,
      common_amount: calc.items.find((i) => i.id === r.id)!.total,
      date: r.from,
    };
  });
  const group: GroupDetail = {
    ...base,
    is_group: true,
    group_parent: parent.id,
    booking_status: 'booked',
    is_early: false,
    is_late: false,
    adult_count: 2,
    child_count: 0,
    child_without_place: 0,
    common_amount: calc.total,
    duty: calc.duty,
    clients_list: [client(3, 'Ахметов', 'Нурлан'), client(4, 'Ахметова', 'Динара')],
    food_list: food.map((f, i) => foodRow(i + 1, f.tariff, f, calc.food_list[i]!.total)),
    included_meals: [],
    services: calc.services.map((s) => ({ ...s, service: s.id })),
    discount_list: [],
    payment_list: [
      {
        id: 2,
        value: '100000.00',
        payment_type: 'payment',
        payment_method: 2,
        payment_method_name: 'Банковский перевод',
        comment: '',
        created_at: fromLocal('2026-12-01', '11:00', ZONE),
      },
    ],
    calculated_by: { ...calc.items[0]!, ...calc },
    child_list: children,
    categories: [{ id: 1, name: base.category_name, rooms: rooms.map((r) => r.id), child_list: children }],
    group_calculation: calc,
  };
  return { group, roomGuests: new Map([[2002, [client(5, 'Ким', 'Сергей'), client(6, 'Ким', 'Асель')]]]) };
}

/**
 * A sample's money as the server's read model (bookings' documentMoney) states it: a group's totals or
 * the single booking's, here from the sample's own price, which the read model agrees with.
 */
export function sampleMoney(booking: BookingDetail | GroupDetail): RoomMoney {
  const calc = ('group_calculation' in booking && booking.group_calculation) || booking.calculated_by;
  return { total: parseMoney(calc.total), paid: parseMoney(calc.withheld), owed: parseMoney(calc.duty) };
}
