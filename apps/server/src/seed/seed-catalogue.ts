/**
 * The demo resort's catalogue: constant tables only, no logic. Prices are whole tenge; the writer turns
 * them into numeric strings.
 */
import { defaultInvoiceNote, type Role } from '@pms/domain';

export const RESORT = {
  name: 'Курорт «Бурабай Резорт»',
  objectType: 'hotel',
  timezone: 'Asia/Almaty',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  address: 'Акмолинская область, Бурабайский район, пос. Бурабай, ул. Кенесары, 24 (32 км от Щучинска)',
  phone: '+7 716 367 24 24',
  email: 'reception@burabay-resort.kz',
  // Invented, but passing the same checks as real ones (BIN check digit, IIK modulo 97).
  requisites: {
    legal_name: 'ТОО «Бурабай Резорт»',
    bin: '150740012345',
    legal_address: 'Акмолинская область, Бурабайский район, пос. Бурабай, ул. Кенесары, 24',
    bank: 'АО «Народный Банк Казахстана»',
    iik: 'KZ78601A861001234567',
    bik: 'HSBKKZKX',
    kbe: '17',
    director: 'Ахметов Ерлан Серикович',
    accountant: 'Садыкова Айгуль Маратовна',
    phone: '+7 716 367 24 24',
    email: 'buh@burabay-resort.kz',
    site: 'burabay-resort.kz',
    knp: '859',
    invoice_note: defaultInvoiceNote,
  },
} as const;

export interface CategorySpec {
  name: string;
  categoryType: 'room' | 'koika';
  placeNumber: number;
  additionalPlace: number;
  adultCount: number;
  description: string;
  /** Price of one night; for a 'koika' category the price of one bed. */
  nightPrice: number;
  /** Price of one hour for hourly (is_time) bookings. */
  hourPrice: number;
  roomNames: string[];
  /** Shown on the category (issue 11): what a guest asks about first. */
  tags: string[];
}

const numbered = (first: number, count: number) => Array.from({ length: count }, (_, i) => String(first + i));
const named = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

export const CATEGORIES: CategorySpec[] = [
  {
    name: 'Стандарт',
    tags: ['Wi-Fi', 'Душ', 'Телевизор'],
    categoryType: 'room',
    placeNumber: 2,
    additionalPlace: 1,
    adultCount: 2,
    description: 'Номер 22 м², двуспальная кровать или две раздельные, душ, вид во двор.',
    nightPrice: 25_000,
    hourPrice: 5_000,
    roomNames: numbered(101, 13),
  },
  {
    name: 'Стандарт с видом на озеро',
    tags: ['Вид на озеро', 'Wi-Fi', 'Балкон'],
    categoryType: 'room',
    placeNumber: 2,
    additionalPlace: 1,
    adultCount: 2,
    description: 'Номер 24 м² с балконом и видом на озеро Боровое и скалу Жумбактас.',
    nightPrice: 32_000,
    hourPrice: 6_000,
    roomNames: numbered(201, 10),
  },
  {
    name: 'Полулюкс',
    tags: ['Вид на озеро', 'Wi-Fi', 'Мини-бар'],
    categoryType: 'room',
    placeNumber: 3,
    additionalPlace: 1,
    adultCount: 3,
    description: 'Номер 35 м²: спальня и зона отдыха с диваном, ванна, вид на сосновый бор.',
    nightPrice: 42_000,
    hourPrice: 8_000,
    roomNames: numbered(301, 6),
  },
  {
    name: 'Люкс',
    tags: ['Вид на озеро', 'Wi-Fi', 'Ванна', 'Гостиная'],
    categoryType: 'room',
    placeNumber: 4,
    additionalPlace: 2,
    adultCount: 4,
    description: 'Двухкомнатный номер 55 м², гостиная с камином, панорамный вид на озеро.',
    nightPrice: 60_000,
    hourPrice: 12_000,
    roomNames: numbered(401, 4),
  },
  {
    name: 'Коттедж',
    tags: ['Отдельный вход', 'Мангал', 'Кухня', 'Wi-Fi'],
    categoryType: 'room',
    placeNumber: 6,
    additionalPlace: 2,
    adultCount: 6,
    description: 'Отдельный деревянный дом: три спальни, кухня, терраса с мангалом.',
    nightPrice: 95_000,
    hourPrice: 15_000,
    roomNames: named('Коттедж', 5),
  },
  {
    name: 'Хостел',
    tags: ['Общая кухня', 'Шкафчики', 'Wi-Fi'],
    categoryType: 'koika',
    placeNumber: 6,
    additionalPlace: 0,
    adultCount: 6,
    description: 'Комната на 6 коек, продаётся по койкам; общий санузел на этаже, шкафчики с замком.',
    nightPrice: 8_000,
    hourPrice: 2_000,
    roomNames: named('Хостел', 2),
  },
];

export const PAYMENT_TYPES = [
  { name: 'Наличные', kind: 'cash' },
  { name: 'Банковская карта', kind: 'card' },
  { name: 'Kaspi QR', kind: 'online' },
  { name: 'Безналичный расчёт', kind: 'transfer' },
] as const;
export type PaymentTypeName = (typeof PAYMENT_TYPES)[number]['name'];

export const SALES_CHANNELS = [
  { name: 'Booking.com', kind: 'ota', commissionPercent: 15, email: 'partners@booking.example' },
  { name: 'Сайт отеля', kind: 'direct', commissionPercent: 0, email: '' },
  {
    name: 'Турагентство «Казтур»',
    kind: 'tour_operator',
    commissionPercent: 10,
    email: 'sales@kaztour.example',
  },
  { name: 'Телефон', kind: 'direct', commissionPercent: 0, email: '' },
  { name: 'ТОО «КазМунайСервис»', kind: 'corporate', commissionPercent: 0, email: 'hr@kms.example' },
] as const;
export type ChannelName = (typeof SALES_CHANNELS)[number]['name'];

export const FOOD_PRICE_TYPES = ['adult', 'children', 'adult_on_reception', 'children_on_reception'] as const;
export type FoodPriceType = (typeof FOOD_PRICE_TYPES)[number];

/**
 * 'week' tariffs: [weekday price, weekend price] per price type. 'period' tariffs: [low season,
 * high season (June–August and the New Year)] per price type.
 */
export interface FoodTariffSpec {
  name: string;
  foodType: 'breakfast' | 'lunch' | 'supper' | 'all';
  priceType: 'week' | 'period';
  prices: Record<FoodPriceType, readonly [number, number]>;
}

export const FOOD_TARIFFS: FoodTariffSpec[] = [
  {
    name: 'Завтрак «Шведский стол»',
    foodType: 'breakfast',
    priceType: 'week',
    prices: {
      adult: [4_500, 5_500],
      children: [2_500, 3_000],
      adult_on_reception: [5_000, 6_000],
      children_on_reception: [3_000, 3_500],
    },
  },
  {
    name: 'Обед «Комплексный»',
    foodType: 'lunch',
    priceType: 'week',
    prices: {
      adult: [5_500, 6_500],
      children: [3_500, 4_000],
      adult_on_reception: [6_000, 7_000],
      children_on_reception: [4_000, 4_500],
    },
  },
  {
    name: 'Трехразовое питание',
    foodType: 'all',
    priceType: 'week',
    prices: {
      adult: [15_000, 17_000],
      children: [9_000, 10_000],
      adult_on_reception: [16_500, 18_500],
      children_on_reception: [10_000, 11_000],
    },
  },
  {
    name: 'Ужин',
    foodType: 'supper',
    priceType: 'period',
    prices: {
      adult: [6_500, 8_000],
      children: [4_000, 5_000],
      adult_on_reception: [7_000, 8_500],
      children_on_reception: [4_500, 5_500],
    },
  },
];

/** Months priced at the high-season rate of a 'period' tariff. */
export const HIGH_SEASON_MONTHS: readonly string[] = ['jun', 'jul', 'aug', 'dec'];
export const WEEKEND_KEYS: readonly string[] = ['fri', 'sat', 'san'];

/** The property's news and banner strip on its booking page (docs/feed-and-strip.md). */
export const FEED = [
  {
    title: 'Открыт зимний сезон',
    text: 'Лыжная трасса у подножия Кокшетау работает ежедневно с 10:00. Прокат лыж — на ресепшене.',
    daysAgo: 3,
  },
  {
    title: 'Баня на дровах по новому расписанию',
    text: 'С декабря баня открыта до 23:00. Записывайтесь заранее у администратора.',
    daysAgo: 10,
  },
] as const;

export const STRIP = [
  { caption: 'Раннее бронирование на Новый год — скидка 10%', link: '/promo/new-year', position: 1 },
  { caption: 'Трансфер из Астаны по звонку', link: '/transfer', position: 2 },
] as const;

export const SERVICES = [
  { name: 'Трансфер из аэропорта Астаны', price: 15_000, serviceType: 'once' },
  { name: 'Трансфер с ж/д вокзала Щучинска', price: 6_000, serviceType: 'once' },
  { name: 'Баня на дровах (2 часа)', price: 12_000, serviceType: 'once' },
  { name: 'Парковка', price: 2_000, serviceType: 'day' },
  { name: 'Прокат велосипеда', price: 5_000, serviceType: 'day' },
  { name: 'Детская кроватка', price: 1_500, serviceType: 'day' },
  { name: 'Конная прогулка', price: 8_000, serviceType: 'once' },
] as const;

export const DISCOUNTS = [
  { name: 'Постоянный гость', discountKind: 'percent', value: 10 },
  { name: 'Корпоративная', discountKind: 'percent', value: 15 },
  { name: 'Подарочный сертификат', discountKind: 'fixed', value: 10_000 },
] as const;

/**
 * The staff added to the company, one per role below the owner (the administrator who seeds); they all
 * sign in with DEMO_PASSWORD. The README lists them.
 */
export const DEMO_PASSWORD = 'demo12345';
export const STAFF: readonly {
  email: string;
  firstName: string;
  lastName: string;
  middleName: string;
  phoneNumber: string;
  /** The editor says 'Бронь изменила Касымова Айгерим' (issue 28, item 16). */
  gender: 'male' | 'female';
  role: Role;
}[] = [
  {
    email: 'aigerim@example.com',
    firstName: 'Айгерим',
    lastName: 'Касымова',
    middleName: 'Нурлановна',
    phoneNumber: '+7 701 512 34 18',
    gender: 'female',
    role: 'frontdesk',
  },
  {
    email: 'olga@example.com',
    firstName: 'Ольга',
    lastName: 'Морозова',
    middleName: 'Викторовна',
    phoneNumber: '+7 705 220 61 47',
    gender: 'female',
    role: 'manager',
  },
  {
    email: 'daniyar@example.com',
    firstName: 'Данияр',
    lastName: 'Жумабаев',
    middleName: 'Серикович',
    phoneNumber: '+7 777 318 09 52',
    gender: 'male',
    role: 'accountant',
  },
  {
    email: 'gulnara@example.com',
    firstName: 'Гульнара',
    lastName: 'Ахметова',
    middleName: 'Болатовна',
    phoneNumber: '+7 701 644 72 15',
    gender: 'female',
    role: 'housekeeper',
  },
  {
    email: 'marina@example.com',
    firstName: 'Марина',
    lastName: 'Ким',
    middleName: 'Сергеевна',
    phoneNumber: '+7 702 318 44 90',
    gender: 'female',
    role: 'housekeeping_supervisor',
  },
];

/**
 * Fixed events laid out before the booking timelines, in days relative to today: stays start at the
 * check-in time of their first day and end at the check-out time of their last.
 */
export const GROUP_STAY = {
  categoryName: 'Стандарт',
  rooms: 3,
  startDay: 5,
  nights: 3,
  channel: 'Турагентство «Казтур»',
  comment: 'Группа от «Казтур»: выездной семинар ТОО «Астана Энерджи», 6 человек',
} as const;

export interface ClosureSpec {
  kind: 'repair' | 'block';
  roomName: string;
  startDay: number;
  endDay: number;
  comment: string;
  channel: ChannelName | null;
  isOwn: boolean;
}

export const CLOSURES: ClosureSpec[] = [
  {
    kind: 'repair',
    roomName: '205',
    startDay: -2,
    endDay: 3,
    comment: 'Замена сантехники в ванной',
    channel: null,
    isOwn: true,
  },
  {
    kind: 'repair',
    roomName: '304',
    startDay: 12,
    endDay: 16,
    comment: 'Косметический ремонт: покраска стен, замена ковролина',
    channel: null,
    isOwn: true,
  },
  { kind: 'block', roomName: '402', startDay: 6, endDay: 9, comment: '', channel: 'Сайт отеля', isOwn: true },
  {
    kind: 'block',
    roomName: '207',
    startDay: 3,
    endDay: 7,
    comment: '',
    channel: 'Booking.com',
    isOwn: false,
  },
];
