import { calendarMessages, pricingMessages } from '../messages.ts';
import { addDays } from '../zoned-time.ts';
import { checkDate, dateRun, daysBetween, lookupPrice, MAX_PRICED_DAYS, priceKey } from './dates.ts';
import { checkCount, checkOneOf, PricingError, withFieldPrefix } from './errors.ts';
import { formatMoney } from './money.ts';
import { type FoodItemInput, type FoodLine, foodTypes } from './types.ts';

type MealDatesInput = Pick<
  FoodItemInput,
  'start_date' | 'end_date' | 'has_breakfast_check_in' | 'has_lunch_check_out' | 'has_supper_check_out'
> & { food_type: FoodItemInput['tariff']['food_type'] };

/**
 * THE rule for which dates of a meal plan are charged. A plan runs from start_date (arrival) to end_date
 * (departure); a start after the end is swapped (section 4, empty-stay range).
 * - breakfast is served the morning after each night: start+1 … end, plus the start date when
 *   has_breakfast_check_in (breakfast on the arrival day);
 * - lunch and supper are served on each full day: start … end−1, plus the end date when
 *   has_lunch_check_out (lunch) / has_supper_check_out (supper) (the meal on the departure day);
 * - all (three meals a day) is charged per full day: start … end−1, plus the end date when
 *   has_lunch_check_out or has_supper_check_out.
 */
export function mealDates(item: MealDatesInput): string[] {
  const a = checkDate(item.start_date, 'start_date');
  const b = checkDate(item.end_date, 'end_date');
  const [start, end] = a <= b ? [a, b] : [b, a];
  const nights = daysBetween(start, end);
  if (nights > MAX_PRICED_DAYS) throw new PricingError(calendarMessages.periodTooLong, 'end_date');
  const fullDays = dateRun(start, nights);
  switch (item.food_type) {
    case 'breakfast':
      return [...(item.has_breakfast_check_in ? [start] : []), ...dateRun(addDays(start, 1), nights)];
    case 'lunch':
      return [...fullDays, ...(item.has_lunch_check_out ? [end] : [])];
    case 'supper':
      return [...fullDays, ...(item.has_supper_check_out ? [end] : [])];
    case 'all':
      return [...fullDays, ...(item.has_lunch_check_out || item.has_supper_check_out ? [end] : [])];
  }
}

/** One meal plan: adults × adult price + children × child price on each charged date (section 9). */
function priceFoodItem(item: FoodItemInput): { line: FoodLine; total: number } {
  const tariff = item.tariff;
  checkOneOf(tariff.food_type, foodTypes, 'tariff.food_type');
  const priceType = checkOneOf(tariff.price_type, ['week', 'period'], 'tariff.price_type');
  const adults = checkCount(item.adult_count, 'adult_count');
  const children = checkCount(item.child_count, 'child_count');
  if (adults + children === 0) throw new PricingError(pricingMessages.zeroPeople, 'adult_count');
  const dates = mealDates({ ...item, food_type: tariff.food_type });
  // Paid in advance ('Заранее') uses the adult/children rows; on site ('На месте') the on_reception rows.
  const [adultKind, childKind] = item.is_advance
    ? (['adult', 'children'] as const)
    : (['adult_on_reception', 'children_on_reception'] as const);
  let total = 0;
  for (const date of dates) {
    const key = priceKey(date, priceType);
    const adult = lookupPrice(tariff.prices[adultKind], key, `tariff.prices.${adultKind}`) ?? 0;
    const child = lookupPrice(tariff.prices[childKind], key, `tariff.prices.${childKind}`) ?? 0;
    total += adults * adult + children * child;
  }
  const line: FoodLine = {
    ...(item.id === undefined ? {} : { id: item.id }),
    tariff: tariff.id,
    name: tariff.name,
    food_type: tariff.food_type,
    is_advance: item.is_advance === true,
    adult_count: adults,
    child_count: children,
    dates,
    total: formatMoney(total),
  };
  return { line, total };
}

/** All meal plans of a booking: their lines, their sum, and the part ordered in advance. */
export function priceFood(
  items: readonly FoodItemInput[],
  field = 'food',
): { list: FoodLine[]; total: number; advance: number } {
  const list: FoodLine[] = [];
  let total = 0;
  let advance = 0;
  items.forEach((item, i) => {
    const priced = withFieldPrefix(`${field}.${i}`, () => priceFoodItem(item));
    list.push(priced.line);
    total += priced.total;
    if (item.is_advance) advance += priced.total;
  });
  return { list, total, advance };
}

/**
 * A rate plan's included meals (issue 32, 'С завтраком'): the plan's food tariff for every guest of the
 * stay, from arrival to departure, as one meal line priced by the rules above (mealDates: breakfast the
 * morning after each night, lunch and supper each full day), paid with the stay ('Заранее'). A stay of
 * nobody yet is priced for one adult, as a new meal plan is.
 */
export function includedMeal(
  tariff: FoodItemInput['tariff'],
  stay: { arrival: string; departure: string },
  guests: { adults: number; children: number },
): FoodItemInput {
  const adults = guests.adults + guests.children === 0 ? 1 : guests.adults;
  return {
    tariff,
    adult_count: adults,
    child_count: guests.children,
    start_date: stay.arrival,
    end_date: stay.departure,
    is_advance: true,
  };
}
