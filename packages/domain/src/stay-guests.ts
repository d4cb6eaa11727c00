/**
 * How many adults and children a stay has on its main places (issue 28, item 13). They follow its guests:
 * every listed guest who is not one of its children is an adult, at least one, and no more than the room's
 * main places hold (the rest sleep on extra places, counted apart). Staff may set the counts by hand in the
 * editor; a count that differs from what the guests give was set by hand and stays when guests come and go.
 * Meals default to these counts. The editor shows them and the server stores them through these functions.
 */

export type MainGuests = { adults: number; children: number };

/** The adults the guests give: the listed guests within the main places, less the children, at least one. */
export function adultsFromGuests(guests: number, children: number, places?: number | null): number {
  const onMain = places == null ? guests : Math.min(guests, places);
  return Math.max(1, onMain - children);
}

/** Whether a stay's adults were set by hand: they differ from what its guests give. */
export function adultsSetByHand(s: MainGuests & { guests: number }, places?: number | null): boolean {
  return s.adults !== adultsFromGuests(s.guests, s.children, places);
}

/**
 * The stay's main counts after a change of its guests. `before` is what it had (its adults, children and
 * listed guests); `adults`/`children` are what staff entered now, if anything. Entered counts are kept; if
 * the adults were not entered and were following the guests before, they follow the new guests.
 */
export function mainGuestCounts(args: {
  before: MainGuests & { guests: number };
  guests: number;
  adults?: number | null;
  children?: number | null;
  places?: number | null;
  placesBefore?: number | null;
}): MainGuests {
  const children = args.children ?? args.before.children;
  if (args.adults != null) return { adults: args.adults, children };
  const followed = !adultsSetByHand(args.before, args.placesBefore ?? args.places);
  return {
    adults: followed ? adultsFromGuests(args.guests, children, args.places) : args.before.adults,
    children,
  };
}

/** A new meal plan's people: the stay's adults and children on main places. */
export function mealPeopleDefault(stay: MainGuests): { adult_count: number; child_count: number } {
  return { adult_count: Math.max(1, stay.adults), child_count: stay.children };
}

/**
 * Everyone a stay sleeps (issue 29, item 5): its adults and children on main places, those on extra
 * places when the extra places are on, and the children without a place. The confirmation's 'Гостей'
 * says this; the arrivals forecast sums the same in SQL.
 */
export function stayGuests(s: {
  main_adult_count: number;
  main_child_count: number;
  has_additional: boolean;
  adult_count: number;
  child_count: number;
  child_without_place: number;
}): { adults: number; children: number; withoutPlace: number } {
  return {
    adults: s.main_adult_count + (s.has_additional ? s.adult_count : 0),
    children: s.main_child_count + (s.has_additional ? s.child_count : 0),
    withoutPlace: s.child_without_place,
  };
}
