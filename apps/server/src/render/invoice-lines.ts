/**
 * The invoice's lines from the price the booking editor shows (BookingDetail.calculated_by, or a group's
 * group_calculation): accommodation by category, the extras, meals, services and discounts. Nothing is
 * priced again here; the lines only regroup the engine's amounts, so they add up to its total.
 */
import {
  formatDay,
  formatMoney,
  legCharges,
  type PriceResult,
  parseMoney,
  type StayLegView,
} from '@pms/domain';

export interface InvoiceLine {
  /** The 'Код' column: what is sold, the same on every invoice (lineCodes). */
  code: string;
  name: string;
  quantity: number;
  unit: string;
  /** '20000.00' */
  price: string;
  total: string;
}

/** One room as priced: its names, stay and occupancy, and its part of the engine's answer. */
export interface PricedRoom {
  categoryId: number;
  category: string;
  room: string;
  /** Local 'YYYY-MM-DD HH:mm', as the editor's detail gives them. */
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  childrenWithoutPlace: number;
  /** A stay lived in more than one room (issue 28, item 3): each room in order; none or [] otherwise. */
  legs?: readonly StayLegView[];
  price: Pick<
    PriceResult,
    | 'calculation_type'
    | 'days'
    | 'price'
    | 'nights'
    | 'early_check_in'
    | 'late_check_out'
    | 'adult_price'
    | 'child_price'
    | 'child_without_place'
    | 'food_list'
  >;
}

/** The booking's (or group's) price as the invoice reads it. */
export interface InvoicePrice {
  rooms: PricedRoom[];
  /** Meals priced on the whole booking (a group's shared meals); a room's own are in its price. */
  food: PriceResult['food_list'];
  services: PriceResult['services'];
  discounts: PriceResult['discount_list'];
  total: string;
}

/**
 * The 'Код' of each kind of line (docs/documents/README.md): what comes from a catalogue is coded by its
 * id there, so a category, a food tariff, a service or a discount has one code whatever its name becomes
 * and whatever it is sold at; the extras, which are no catalogue's items, have fixed codes.
 */
export const lineCodes = {
  accommodation: (categoryId: number) => `ПРЖ-${categoryId}`,
  earlyCheckIn: 'РЗ',
  lateCheckOut: 'ПВ',
  extraAdult: 'ДМ-В',
  extraChild: 'ДМ-Р',
  childWithoutPlace: 'РБМ',
  meal: (tariffId: number) => `ПИТ-${tariffId}`,
  service: (serviceId: number) => `УСЛ-${serviceId}`,
  discount: (discountId: number) => `СК-${discountId}`,
} as const;

/**
 * A line whose quantity × price is its amount exactly: the price per unit when the amount divides into
 * whole tiyn, else one unit of the whole amount (a meal whose weekend price differs, say), so the
 * printed arithmetic never disagrees with the booking's price.
 */
export function line(
  code: string,
  name: string,
  quantity: number,
  unit: string,
  totalTiyn: number,
): InvoiceLine {
  if (Number.isInteger(quantity) && quantity > 0 && totalTiyn % quantity === 0) {
    return {
      code,
      name,
      quantity,
      unit,
      price: formatMoney(totalTiyn / quantity),
      total: formatMoney(totalTiyn),
    };
  }
  return {
    code,
    name,
    quantity: 1,
    unit: 'усл.',
    price: formatMoney(totalTiyn),
    total: formatMoney(totalTiyn),
  };
}

const day = (local: string) => formatDay(local.slice(0, 10));
/** The rate keys a night is priced by (pricing/dates.ts), as a line names them when prices differ. */
const keyNames: Record<string, string> = {
  mon: 'пн',
  tue: 'вт',
  wed: 'ср',
  thu: 'чт',
  fri: 'пт',
  sat: 'сб',
  san: 'вс',
  jan: 'январь',
  feb: 'февраль',
  mar: 'март',
  apr: 'апрель',
  may: 'май',
  jun: 'июнь',
  jul: 'июль',
  aug: 'август',
  sep: 'сентябрь',
  okt: 'октябрь',
  nov: 'ноябрь',
  dec: 'декабрь',
};
const period = (from: string, to: string) => `${day(from)}–${day(to)}`;
const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((s, i) => s + pick(i), 0);

/** What the accommodation lines read of a room: a room of a stay with legs is each of its rooms. */
type Stay = Pick<PricedRoom, 'categoryId' | 'category' | 'room' | 'checkIn' | 'checkOut'> & {
  price: Pick<PricedRoom['price'], 'calculation_type' | 'days' | 'price' | 'nights'>;
};

/**
 * A room of a stay with legs as a stay per room it was lived in, with its own category, period and
 * nights (each night names its leg, legCharges): its accommodation is billed per room. A room left on
 * the day of arrival, before its first night, bills nothing.
 */
function staysOf(r: PricedRoom): Stay[] {
  const legs = r.legs ?? [];
  if (legs.length === 0) return [r];
  const charges = legCharges(legs.length, r.price.nights);
  const last = legs.length - 1;
  return legs
    .map((leg, i) => ({
      categoryId: leg.category_id,
      category: leg.category_name,
      room: leg.room_name,
      checkIn: leg.from_local,
      checkOut: leg.to_local,
      price: {
        calculation_type: r.price.calculation_type,
        days: charges[i]!.nights,
        price: formatMoney(charges[i]!.amount),
        nights: r.price.nights.filter((n) => Math.min(n.leg ?? last, last) === i),
      },
    }))
    .filter((s) => s.price.days > 0);
}

/** 'Проживание: Стандарт, номера 101, 102, 01.12.2026–03.12.2026', a line per nightly price. */
function accommodation(rooms: PricedRoom[]): InvoiceLine[] {
  const byCategory = new Map<number, Stay[]>();
  for (const r of rooms.flatMap(staysOf))
    byCategory.set(r.categoryId, [...(byCategory.get(r.categoryId) ?? []), r]);
  return [...byCategory].flatMap(([categoryId, list]) => {
    const category = list[0]!.category;
    const code = lineCodes.accommodation(categoryId);
    const names = list.map((r) => r.room);
    const sameStay = list.every((r) => r.checkIn === list[0]!.checkIn && r.checkOut === list[0]!.checkOut);
    const name = [
      `Проживание: ${category}`,
      `${names.length > 1 ? 'номера' : 'номер'} ${names.join(', ')}`,
      sameStay ? period(list[0]!.checkIn, list[0]!.checkOut) : '',
    ]
      .filter(Boolean)
      .join(', ');
    // 'Итоговая цена' is one amount for the stay, spread over the nights only to the tiyn.
    if (list.every((r) => r.price.calculation_type === 'full')) {
      const days = sum(list, (r) => r.price.days);
      return [
        line(
          code,
          name,
          days,
          'сут.',
          sum(list, (r) => parseMoney(r.price.price)),
        ),
      ];
    }
    const byPrice = new Map<number, { nights: number; keys: Set<string> }>();
    for (const n of list.flatMap((r) => r.price.nights)) {
      const p = parseMoney(n.price);
      const group = byPrice.get(p) ?? { nights: 0, keys: new Set<string>() };
      group.nights++;
      group.keys.add(n.key);
      byPrice.set(p, group);
    }
    // Nights at different rates are lines of their own, each saying which days it is (weekend, a month).
    const which = (keys: Set<string>) =>
      byPrice.size > 1 ? ` (${[...keys].map((k) => keyNames[k] ?? k).join(', ')})` : '';
    return [...byPrice].map(([price, g]) =>
      line(code, `${name}${which(g.keys)}`, g.nights, 'сут.', price * g.nights),
    );
  });
}

type Night = PricedRoom['price']['nights'][number];

/**
 * An extra place (or a child without a place) over all rooms, a line per price it was sold at ('4 сут. ×
 * 5 000' and '2 сут. × 6 000', not one averaged price), each saying which days when prices differ. The
 * nights name what their extras cost (priced since issue 29, item 7); a price saved before that is
 * billed as one line of its whole amount.
 */
function extraLines(
  rooms: PricedRoom[],
  code: string,
  name: string,
  persons: (r: PricedRoom) => number,
  ofNight: (n: Night) => string | undefined,
  ofPrice: (p: PricedRoom['price']) => string,
): InvoiceLine[] {
  const amount = sum(rooms, (r) => parseMoney(ofPrice(r.price)));
  const byPrice = new Map<number, { count: number; keys: Set<string> }>();
  let named = 0;
  for (const r of rooms) {
    const people = persons(r);
    for (const n of r.price.nights) {
      const night = parseMoney(ofNight(n) ?? '0');
      if (night === 0 || people === 0) continue;
      named += night;
      const unit = night / people;
      const group = byPrice.get(unit) ?? { count: 0, keys: new Set<string>() };
      group.count += people;
      group.keys.add(n.key);
      byPrice.set(unit, group);
    }
  }
  const exact = named === amount && [...byPrice.keys()].every(Number.isInteger);
  if (!exact)
    return [
      line(
        code,
        name,
        sum(rooms, (r) => persons(r) * r.price.days),
        'сут.',
        amount,
      ),
    ];
  const which = (keys: Set<string>) =>
    byPrice.size > 1 ? ` (${[...keys].map((k) => keyNames[k] ?? k).join(', ')})` : '';
  return [...byPrice].map(([unit, g]) =>
    line(code, `${name}${which(g.keys)}`, g.count, 'сут.', unit * g.count),
  );
}

/** Early check-in, late check-out, extra beds and children without a place, over all rooms. */
function extras(rooms: PricedRoom[]): InvoiceLine[] {
  const amount = (pick: (p: PricedRoom['price']) => string) => (r: PricedRoom) => parseMoney(pick(r.price));
  const early = rooms.filter((r) => parseMoney(r.price.early_check_in) > 0);
  const late = rooms.filter((r) => parseMoney(r.price.late_check_out) > 0);
  return [
    line(
      lineCodes.earlyCheckIn,
      'Ранний заезд',
      early.length,
      'усл.',
      sum(
        early,
        amount((p) => p.early_check_in),
      ),
    ),
    line(
      lineCodes.lateCheckOut,
      'Поздний выезд',
      late.length,
      'усл.',
      sum(
        late,
        amount((p) => p.late_check_out),
      ),
    ),
    ...extraLines(
      rooms,
      lineCodes.extraAdult,
      'Дополнительное место: взрослый',
      (r) => r.adults,
      (n) => n.adult_price,
      (p) => p.adult_price,
    ),
    ...extraLines(
      rooms,
      lineCodes.extraChild,
      'Дополнительное место: ребёнок',
      (r) => r.children,
      (n) => n.child_price,
      (p) => p.child_price,
    ),
    ...extraLines(
      rooms,
      lineCodes.childWithoutPlace,
      'Ребёнок без места',
      (r) => r.childrenWithoutPlace,
      (n) => n.child_without_place,
      (p) => p.child_without_place,
    ),
  ];
}

function meal(f: PriceResult['food_list'][number]): InvoiceLine {
  const people = [`${f.adult_count} взр.`, f.child_count ? `${f.child_count} дет.` : ''].filter(Boolean);
  const dates = [...f.dates].sort();
  const when = dates.length ? `, ${formatDay(dates[0]!)}–${formatDay(dates.at(-1)!)}` : '';
  return line(
    lineCodes.meal(f.tariff),
    `Питание: ${f.name} (${people.join(', ')})${when}`,
    dates.length,
    'дн.',
    parseMoney(f.total),
  );
}

function service(s: PriceResult['services'][number]): InvoiceLine {
  const price = parseMoney(s.price);
  const total = parseMoney(s.total);
  // quantity × rooms (× days for a daily service), as the engine multiplied it.
  const quantity = price > 0 ? total / price : s.quantity;
  return line(lineCodes.service(s.id), s.name, quantity, s.service_type === 'day' ? 'сут.' : 'усл.', total);
}

/** A discount is a line of its own with a negative amount, so the lines add up to the price. */
function discount(d: PriceResult['discount_list'][number]): InvoiceLine {
  const size = d.discount_kind === 'percent' ? ` ${Number(d.value)}%` : '';
  const times = d.quantity > 1 ? ` × ${d.quantity}` : '';
  return line(lineCodes.discount(d.id), `Скидка «${d.name}»${size}${times}`, 1, 'усл.', -parseMoney(d.total));
}

/** Every line with an amount; a line of 0 (an extra not taken) is left out. */
export function invoiceLines(p: InvoicePrice): InvoiceLine[] {
  return [
    ...accommodation(p.rooms),
    ...extras(p.rooms),
    ...p.rooms.flatMap((r) => r.price.food_list.map(meal)),
    ...p.food.map(meal),
    ...p.services.map(service),
    ...p.discounts.map(discount),
  ].filter((l) => parseMoney(l.total) !== 0);
}
