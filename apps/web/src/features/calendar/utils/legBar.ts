import type { CalendarItem } from '../types/calendarTypes.ts';

/**
 * The bars of a stay with a mid-stay move (issue 28, item 3): the server sends one bar per room lived in,
 * each with its own period and the same booking id, marked with `leg`. These say what a bar is.
 */
type Bar = Pick<CalendarItem, 'kind' | 'id' | 'check_in' | 'check_out' | 'leg'>;

/** A room the guest already left: history, not dragged or resized. */
export const isEarlierLeg = (item: Bar) => item.leg !== undefined && item.leg.index < item.leg.count - 1;

/** The whole stay's dates: a leg bar's own are its room's part only. */
export const stayDates = (item: Bar) => ({
  check_in: item.leg?.stay_check_in ?? item.check_in,
  check_out: item.leg?.stay_check_out ?? item.check_out,
});

/** A bar's identity in a row and for its popover: the booking, and which room of its stay. */
export const barKey = (item: Bar) => `${item.kind}-${item.id}${item.leg ? `-${item.leg.index}` : ''}`;

/** 'Переезд: 101 → 203' without the word: the rooms of the stay in order. */
export const legRooms = (item: Bar) => item.leg?.rooms.join(' → ') ?? '';
