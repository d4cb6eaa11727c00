/**
 * Whether a booking's saved meal plans still fit its stay after a move. A meal plan runs from its
 * start date to its end date (pricing/meals.ts); a move that leaves a plan before the new arrival day
 * or after the new departure day would charge meals the guest is not there for, so the move refuses
 * it and points to the editor, where meals are changed with the dates.
 */
export interface MealPeriod {
  /** YYYY-MM-DD */
  start_date: string;
  /** YYYY-MM-DD */
  end_date: string;
}

/** Index of the first meal plan outside the local days [arrival, departure], or null when all fit. */
export function mealOutsideStay(meals: readonly MealPeriod[], arrival: string, departure: string) {
  const index = meals.findIndex((m) => {
    // A plan given the wrong way round is swapped, as the pricing engine does.
    const [from, to] = m.start_date <= m.end_date ? [m.start_date, m.end_date] : [m.end_date, m.start_date];
    return from < arrival || to > departure;
  });
  return index === -1 ? null : index;
}
