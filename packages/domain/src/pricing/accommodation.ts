import { messages, pricingMessages } from '../messages.ts';
import { legOfNight } from '../stay-legs.ts';
import { chargedDates, lookupPrice, priceKey } from './dates.ts';
import { checkCount, checkOneOf, PricingError } from './errors.ts';
import { type Money, parseMoney, spreadTiyn } from './money.ts';
import { adjustThrough, type PlanAdjustment } from './rate-plans.ts';
import {
  type CategoryRates,
  calculationTypes,
  type DatePrices,
  priceTypes,
  type RateRowKind,
  type RoomStayInput,
} from './types.ts';

export interface AccommodationTiyn {
  days: number;
  /** Only on an hourly stay. */
  hours?: number;
  /**
   * Each charged date: the room's price, and what the extra places and children without a place cost
   * that night (adults, children, withoutPlace: for all of them, 0 when none), so a document can bill
   * each extra by its own price rather than an average.
   */
  nights: {
    date: string;
    key: string;
    price: number;
    leg?: number;
    /** The room's price came from the plan's price for the date. */
    dated?: boolean;
    adults?: number;
    children?: number;
    withoutPlace?: number;
  }[];
  price: number;
  early: number;
  late: number;
  adultPrice: number;
  childPrice: number;
  childWithoutPlace: number;
}

const DEFAULT_TIME_ZONE = 'Asia/Almaty';

function nonNegativeMoney(value: Money, field: string): number {
  const tiyn = parseMoney(value, field);
  if (tiyn < 0) throw new PricingError(messages.negativeNumber, field);
  return tiyn;
}

function customPrice(input: RoomStayInput): number {
  const value = input.custom_price;
  if (value === undefined || value === null || value === '') {
    throw new PricingError(pricingMessages.customPriceRequired, 'custom_price');
  }
  return nonNegativeMoney(value, 'custom_price');
}

/** A date price of one row in tiyn, or undefined when that date leaves the row to the scheme. */
function datePrice(
  day: DatePrices | undefined,
  kind: RateRowKind | 'hour_price',
  date: string,
): number | undefined {
  const value = day?.[kind];
  if (value === undefined || value === null || value === '') return undefined;
  return nonNegativeMoney(value, `rates.dates.${date}.${kind}`);
}

/**
 * A root plan's price of one row on one date, in tiyn: the plan's price for the date, else the weekday
 * or month scheme; undefined when neither has one. THE resolution every night's price starts from (the
 * stay's pricing, the price grid, a bulk change by a percent).
 */
export function rootRowPrice(
  rates: CategoryRates,
  kind: RateRowKind | 'hour_price',
  date: string,
  key: string,
): { tiyn: number | undefined; dated: boolean } {
  const dated = datePrice(rates.dates?.[date], kind, date);
  if (dated !== undefined) return { tiyn: dated, dated: true };
  if (kind === 'hour_price') {
    const hour = rates.hour_price;
    const tiyn =
      hour === undefined || hour === null || hour === ''
        ? undefined
        : nonNegativeMoney(hour, 'rates.hour_price');
    return { tiyn, dated: false };
  }
  return { tiyn: lookupPrice(rates.rows[kind], key, `rates.rows.${kind}`), dated: false };
}

/**
 * One night's prices of a category (issue 32): each row at its root price (rootRowPrice), else 0; then
 * the derived plan's steps. A single price left out (the date's and the scheme's) is the night's base
 * price, not 0: a gap in the single row must not make the room free.
 */
function nightRates(rates: CategoryRates, key: string, date: string, adjustments: readonly PlanAdjustment[]) {
  const row = (kind: RateRowKind) => rootRowPrice(rates, kind, date, key);
  const adjust = (tiyn: number | undefined) =>
    tiyn === undefined ? 0 : adjustments.length ? adjustThrough(tiyn, adjustments) : tiyn;
  const base = row('base');
  const single = row('single');
  return {
    base: adjust(base.tiyn),
    baseDated: base.dated,
    single: single.tiyn === undefined ? adjust(base.tiyn) : adjust(single.tiyn),
    singleDated: single.tiyn === undefined ? base.dated : single.dated,
    extraAdult: adjust(row('extra_adult').tiyn),
    extraChild: adjust(row('extra_child').tiyn),
    withoutPlace: adjust(row('child_without_place').tiyn),
  };
}

/**
 * The room's price for one night by a plan, as the price grid shows it: the same resolution the stay's
 * pricing uses (the date's price, else the scheme; then the plan's steps). Undefined when neither the
 * date nor the scheme has a base price, so the grid can show an empty cell rather than a free room.
 */
export function planNightPrice(
  rates: CategoryRates,
  date: string,
  adjustments: readonly PlanAdjustment[],
): { price: number | undefined; dated: boolean } {
  const key = priceKey(date, checkOneOf(rates.price_type, priceTypes, 'rates.price_type'));
  const { tiyn, dated } = rootRowPrice(rates, 'base', date, key);
  if (tiyn === undefined) return { price: undefined, dated: false };
  return { price: adjustments.length ? adjustThrough(tiyn, adjustments) : tiyn, dated };
}

/**
 * An hourly stay (issue 28, item 7): each started hour at the category's hour price ('по тарифу'), at
 * the custom price ('фиксированная цена' is per hour here), or the custom price for the whole stay
 * ('итоговая цена'). Early/late charges and extra beds belong to stays by the day. One line, on the
 * check-in date, carries the whole price (services by the day count the stay's one day).
 */
function priceByHours(
  input: RoomStayInput,
  type: RoomStayInput['calculation_type'],
  custom: number,
  date: string,
  priceType: CategoryRates['price_type'],
): AccommodationTiyn {
  const hours = Math.ceil((input.check_out - input.check_in) / 3600);
  let price = custom;
  if (type === 'fixed') price = custom * hours;
  let dated = false;
  if (type === 'tariff') {
    // The check-in date's hour price of the plan, else the category's; then the derived plan's steps.
    const hour = rootRowPrice(input.rates, 'hour_price', date, priceKey(date, priceType));
    if (hour.tiyn === undefined) throw new PricingError(pricingMessages.noHourPrice, 'rates.hour_price');
    dated = hour.dated;
    const perHour = hour.tiyn;
    price = adjustThrough(perHour, input.plan_adjustments ?? []) * hours;
  }
  return {
    days: 1,
    hours,
    nights: [{ date, key: priceKey(date, priceType), price, ...(dated ? { dated } : {}) }],
    price,
    early: 0,
    late: 0,
    adultPrice: 0,
    childPrice: 0,
    childWithoutPlace: 0,
  };
}

/**
 * The accommodation lines of one room: the room itself per charged date, extra beds, children without
 * a place, and the early/late charges, after the calculation type (section 9).
 */
export function priceAccommodation(input: RoomStayInput): AccommodationTiyn {
  const type = checkOneOf(input.calculation_type, calculationTypes, 'calculation_type');
  const rates = input.rates;
  const priceType = checkOneOf(rates.price_type, ['week', 'period'], 'rates.price_type');
  const adults = checkCount(input.adult_count ?? 0, 'adult_count');
  const children = checkCount(input.child_count ?? 0, 'child_count');
  const withoutPlace = checkCount(input.child_without_place ?? 0, 'child_without_place');
  const extra = input.has_additional === true;
  // The earlier rooms of a mid-stay move, then the current one: each leg's rates price its own nights.
  const legs = [...(input.legs ?? []).map((l) => l.rates), rates];
  for (const legRates of legs) {
    const places = checkCount(legRates.additional_place, 'rates.additional_place');
    if (extra && adults + children > places) {
      throw new PricingError(
        pricingMessages.notEnoughPlaces,
        adults > places ? 'adult_count' : 'child_count',
      );
    }
  }
  const timeZone = input.time_zone ?? DEFAULT_TIME_ZONE;
  const moves = (input.legs ?? []).map((l) => l.until);
  /** The leg whose room a night was slept in; none on a stay never moved. */
  const legOf = (date: string) => (moves.length ? legOfNight(date, moves, timeZone) : undefined);
  const dates = chargedDates(input.check_in, input.check_out, timeZone);
  const days = dates.length;
  // A custom price given with 'tariff' is ignored, not refused: the editor keeps the field when the type changes.
  const custom = type === 'tariff' ? 0 : customPrice(input);
  if (input.is_time) return priceByHours(input, type, custom, dates[0]!, priceType);

  if (type === 'full') {
    // 'итоговая цена' is the whole accommodation: extras, children without a place and early/late are in it.
    const perNight = spreadTiyn(custom, days);
    return {
      days,
      // Each night still names its room, so a stay with legs reads its amount per room (legCharges).
      nights: dates.map((date, i) => {
        const leg = legOf(date);
        return {
          date,
          key: priceKey(date, priceType),
          price: perNight[i]!,
          ...(leg === undefined ? {} : { leg }),
        };
      }),
      price: custom,
      early: 0,
      late: 0,
      adultPrice: 0,
      childPrice: 0,
      childWithoutPlace: 0,
    };
  }

  const first = legs[0]!;
  const result: AccommodationTiyn = {
    days,
    nights: [],
    price: 0,
    early: input.is_early ? nonNegativeMoney(first.early_check_in ?? 0, 'rates.early_check_in') : 0,
    late: input.is_late ? nonNegativeMoney(rates.late_check_out ?? 0, 'rates.late_check_out') : 0,
    adultPrice: 0,
    childPrice: 0,
    childWithoutPlace: 0,
  };
  // Each leg's price type, checked once (the current room's is `priceType`).
  const legPriceTypes = legs.map((r) =>
    r === rates ? priceType : checkOneOf(r.price_type, priceTypes, 'rates.price_type'),
  );
  const adjustments = input.plan_adjustments ?? [];
  const single = input.is_single === true;
  for (const date of dates) {
    const leg = legOf(date);
    const legRates = legs[leg ?? 0]!;
    const key = priceKey(date, legPriceTypes[leg ?? 0]!);
    const night = nightRates(legRates, key, date, adjustments);
    const dated = type === 'tariff' && (single ? night.singleDated : night.baseDated);
    const room = type === 'fixed' ? custom : single ? night.single : night.base;
    const adultsNight = extra ? adults * night.extraAdult : 0;
    const childrenNight = extra ? children * night.extraChild : 0;
    const withoutPlaceNight = withoutPlace * night.withoutPlace;
    result.nights.push({
      date,
      key,
      price: room,
      ...(leg === undefined ? {} : { leg }),
      ...(dated ? { dated } : {}),
      ...(adultsNight ? { adults: adultsNight } : {}),
      ...(childrenNight ? { children: childrenNight } : {}),
      ...(withoutPlaceNight ? { withoutPlace: withoutPlaceNight } : {}),
    });
    result.price += room;
    result.adultPrice += adultsNight;
    result.childPrice += childrenNight;
    result.childWithoutPlace += withoutPlaceNight;
  }
  return result;
}
