import { type RoomCondition, roomConditionLabels } from '@pms/domain';
import type { TFunction } from 'i18next';
import type { CalendarItem } from '../types/calendarTypes.ts';
import type { DropVerdict } from './dropVerdict.ts';
import { itemStatusKey } from './itemStatusKey.ts';
import { type LegendStatus, legendStatuses } from './legendStatuses.ts';

/**
 * Every word the grid's rows, cells and bars show, resolved once per language instead of once per row
 * and bar: a `useTranslation` in each of hundreds of bars cost 6 % of a scroll frame (issue 31). Words
 * that carry an item's own value (a debt, a time, rooms) stay functions of it, called only for the
 * bars that have one; the free counts of folded rows are kept per count.
 */
export function gridText(t: TFunction) {
  /** A word with a value, worked out once per value: the same debts, times and counts recur on many rows. */
  const once = <V>(word: (value: V) => string) => {
    const known = new Map<V, string>();
    return (value: V) => {
      let text = known.get(value);
      if (text === undefined) {
        text = word(value);
        known.set(value, text);
      }
      return text;
    };
  };
  const status = Object.fromEntries(
    legendStatuses.map((key) => [key, t(`calendar.status.${key}`)]),
  ) as Record<LegendStatus, string>;
  const free = {
    freeRooms: once((count: number) => t('calendar.grid.freeRooms', { count })),
    freeBeds: once((count: number) => t('calendar.grid.freeBeds', { count })),
  };
  return {
    repair: t('calendar.grid.repair'),
    block: t('calendar.grid.block'),
    foreignBlockBar: t('calendar.grid.foreignBlockBar'),
    earlierLeg: t('calendar.grid.earlierLeg'),
    noClient: t('calendar.grid.noClient'),
    wholeRoomRepair: t('calendar.grid.wholeRoomRepair'),
    wholeRoomBlock: t('calendar.grid.wholeRoomBlock'),
    wholeRoomBooked: t('calendar.grid.wholeRoomBooked'),
    wholeRoomBookedTitle: t('calendar.grid.wholeRoomBookedTitle'),
    toggleCategory: t('calendar.grid.toggleCategory'),
    collapseBeds: t('calendar.grid.collapseBeds'),
    expandBeds: t('calendar.grid.expandBeds'),
    hourly: t('calendar.grid.hourly'),
    /** A room's condition beside its name (issue 33), and an arrival today into a room not ready. */
    condition: (condition: RoomCondition, arrival: boolean) =>
      arrival
        ? t('calendar.grid.arrivalNotReady', { condition: roomConditionLabels[condition] })
        : roomConditionLabels[condition],
    target: {
      free: t('calendar.move.target.free'),
      taken: t('calendar.move.target.taken'),
      crowded: t('calendar.move.target.crowded'),
    } satisfies Record<DropVerdict, string>,
    /** The Russian label of an item's status (bookings by status, repairs and blocks by kind). */
    status: (item: Pick<CalendarItem, 'kind' | 'status'>) => {
      const key = itemStatusKey(item);
      return Object.hasOwn(status, key) ? status[key as LegendStatus] : key;
    },
    free: (label: 'freeRooms' | 'freeBeds', count: number) => free[label](count),
    legMove: once((rooms: string) => t('calendar.grid.legMove', { rooms })),
    owes: once((amount: string) => t('calendar.grid.owes', { amount })),
    expires: once((time: string) => t('calendar.grid.expires', { time })),
    repairComment: (comment: string) => t('calendar.grid.repairComment', { comment }),
    blockTitle: (foreign: boolean, channel: string) =>
      t(foreign ? 'calendar.grid.foreignBlockTitle' : 'calendar.grid.ownBlockTitle', { channel }),
    wholeRoomBooking: (number: string | number) => t('calendar.grid.wholeRoomBooking', { number }),
  };
}

export type GridText = ReturnType<typeof gridText>;
