/**
 * Meal coupons ('Сгенерировать талоны'): which coupons a booking's meal plans give, and the serial each
 * coupon carries. A restaurant takes coupons like cash (REFERENCE.md, "Meal coupons"), so a serial has a
 * check digit: a cashier keying one in catches a mistyped or swapped digit before accepting the coupon.
 */
import { mealDates } from './pricing/meals.ts';
import type { FoodType } from './pricing/types.ts';

/** A meal a coupon is for: 'all' (three meals a day) gives one coupon of each. */
export type Meal = Exclude<FoodType, 'all'>;
export const meals: readonly Meal[] = ['breakfast', 'lunch', 'supper'];
export const mealLabels: Record<Meal, string> = { breakfast: 'Завтрак', lunch: 'Обед', supper: 'Ужин' };
/** A meal plan's type as documents print it. */
export const foodTypeLabels: Record<FoodType, string> = { ...mealLabels, all: 'Трехразовое питание' };

export const couponMessages = {
  noMeals: 'В брони нет питания',
  cancelled: 'Бронь отменена: талоны не выдаются',
} as const;

/** A meal plan as the booking stores it (BookingDetail.food_list). */
export interface CouponMealRow {
  food_type: FoodType;
  adult_count: number;
  child_count: number;
  start_date: string;
  end_date: string;
  has_breakfast_check_in?: boolean;
  has_lunch_check_out?: boolean;
  has_supper_check_out?: boolean;
}

/**
 * The meals one plan serves, by date: each meal on the dates the pricing rule gives it (mealDates, with
 * the breakfast-on-arrival and lunch/supper-on-departure flags). Three meals a day is each of the three
 * by its own rule, so no coupon is printed for a breakfast before the guest's first night.
 */
export function mealServings(row: CouponMealRow): { date: string; meal: Meal }[] {
  const served = row.food_type === 'all' ? meals : [row.food_type];
  return served
    .flatMap((meal) => mealDates({ ...row, food_type: meal }).map((date) => ({ date, meal })))
    .sort((a, b) => a.date.localeCompare(b.date) || meals.indexOf(a.meal) - meals.indexOf(b.meal));
}

export interface CouponLine {
  date: string;
  meal: Meal;
  /** Which of the plan's people: adults first, then children. */
  person: 'adult' | 'child';
  /** 1-based place among the plan's adults (or children), for '2 из 3'. */
  place: number;
  of: number;
  /**
   * The person's place among all the plan's people, adults first, from 0: which of the booking's guests,
   * in their order, eats on it (couponGuest).
   */
  seat: number;
  /** The meal plan's index in the booking's list. */
  row: number;
}

/** One coupon per meal, per person of the plan (its adults and children), per date it is served. */
export function mealCoupons(rows: readonly CouponMealRow[]): CouponLine[] {
  const lines = rows.flatMap((row, index) =>
    mealServings(row).flatMap(({ date, meal }) => [
      ...people('adult', row.adult_count, 0).map((p) => ({ date, meal, row: index, ...p })),
      ...people('child', row.child_count, Math.max(0, row.adult_count)).map((p) => ({
        date,
        meal,
        row: index,
        ...p,
      })),
    ]),
  );
  // The restaurant hands them out day by day, meal by meal.
  return lines.sort(
    (a, b) => a.date.localeCompare(b.date) || meals.indexOf(a.meal) - meals.indexOf(b.meal) || a.row - b.row,
  );
}

const people = (person: CouponLine['person'], count: number, firstSeat: number) =>
  Array.from({ length: Math.max(0, count) }, (_, i) => ({
    person,
    place: i + 1,
    of: count,
    seat: firstSeat + i,
  }));

/**
 * Whose name a coupon carries (issue 29, item 6): the plan's people are shared out among the booking's
 * guests in their order, adults first, so the second adult's coupons name the second guest. A person
 * with no listed guest gets no name rather than someone else's.
 */
export function couponGuest(line: Pick<CouponLine, 'seat'>, guests: readonly string[]): string | null {
  return guests[line.seat] || null;
}

/**
 * Luhn's check digit (ISO/IEC 7812) of a string of digits: it catches any one mistyped digit and almost
 * every swap of two neighbours, the usual errors of a person keying a number in.
 */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`not digits: ${digits}`);
  let sum = 0;
  // From the right, every second digit — starting with the rightmost, as the check digit will follow it —
  // is doubled, and a double above 9 counts its digits' sum.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** '<document number>-<seq>-<check digit>', the seq at least three digits: coupon 7 of document 12 is '12-007-?'. */
export function couponSerial(documentNumber: number, seq: number): string {
  const body = `${documentNumber}-${String(seq).padStart(3, '0')}`;
  return `${body}-${luhnCheckDigit(body.replace('-', ''))}`;
}

/** Whether a serial keyed in by a cashier is one couponSerial could have printed. */
export function isValidCouponSerial(serial: string): boolean {
  const match = /^(\d+)-(\d{3,})-(\d)$/.exec(serial.trim());
  if (!match) return false;
  const [, number, seq, check] = match;
  return luhnCheckDigit(`${number}${seq}`) === Number(check);
}
