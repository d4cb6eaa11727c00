import { useCallback, useState } from 'react';
import { i18n } from '../../../i18n/i18n.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { CalendarCategory, CalendarItem, CalendarRoom, DraftBooking } from '../types/calendarTypes.ts';
import type { CellRange } from '../types/cellRange.ts';
import type { MoveDrop } from '../types/moveDrop.ts';
import type { OpenedBooking, ReserveTarget } from '../types/reserveTarget.ts';
import type { CalendarDay } from '../utils/calendarDays.ts';
import { findRoom } from '../utils/findRoom.ts';
import { moveInput } from '../utils/moveInput.ts';
import { useMoveBooking } from './useMoveBooking.ts';

export interface HourlyTarget {
  room: CalendarRoom;
  categoryId: number;
}

/** Which calendar dialog is open and for what; the grid opens them, the dialogs close them. */
export function useCalendarDialogs(
  categories: readonly CalendarCategory[],
  days: readonly CalendarDay[],
  timeZone: string,
) {
  const [target, setTarget] = useState<ReserveTarget | null>(null);
  const [opened, setOpened] = useState<OpenedBooking | null>(null);
  const [repair, setRepair] = useState<CalendarItem | null>(null);
  const [block, setBlock] = useState<CalendarItem | null>(null);
  const [hourly, setHourly] = useState<HourlyTarget | null>(null);
  const [move, setMove] = useState<MoveDrop | null>(null);
  const moveBooking = useMoveBooking();

  const selectRange = useCallback(
    (range: CellRange) => {
      const from = days[range.fromDay];
      const to = days[range.toDay];
      if (!from || !to) return;
      const { row } = range;
      setTarget({
        roomId: row.room.id,
        roomName: row.room.name,
        categoryId:
          row.type === 'room' ? row.category.id : (findRoom(categories, row.room.id)?.category.id ?? 0),
        bedId: row.type === 'bed' ? row.bedId : null,
        bedName: row.type === 'bed' ? row.name : null,
        fromDate: from.date,
        toDate: to.date,
      });
    },
    [categories, days],
  );

  const openItem = useCallback(
    (item: CalendarItem) => {
      if (item.kind === 'repair') return setRepair(item);
      if (item.kind === 'block') return setBlock(item);
      const found = findRoom(categories, item.room_id, item.koika_id);
      setOpened({
        id: item.id,
        status: item.status,
        roomName: found?.room.name ?? String(item.room_id),
        bedName: found?.bedName ?? item.koika ?? null,
        checkIn: item.check_in,
        checkOut: item.check_out,
        discardOnClose: false,
      });
    },
    [categories],
  );

  const openDraft = useCallback((draft: DraftBooking, where: Pick<ReserveTarget, 'roomName' | 'bedName'>) => {
    setTarget(null);
    setHourly(null);
    setOpened({
      id: draft.id,
      status: draft.status,
      roomName: where.roomName,
      bedName: where.bedName,
      checkIn: draft.check_in,
      checkOut: draft.check_out,
      discardOnClose: true,
    });
  }, []);

  // Dates-only moves go straight to the server; a new room first asks for the reason.
  const dropBar = useCallback(
    (drop: MoveDrop) => {
      if (drop.roomId !== drop.item.room_id) return setMove(drop);
      moveBooking.mutate(
        {
          item: drop.item,
          categoryId: findRoom(categories, drop.roomId)?.category.id ?? drop.item.category_id,
          input: moveInput(drop, timeZone),
        },
        { onSuccess: () => notifySuccess(i18n.t('notify.changed')), onError: notifyError },
      );
    },
    [categories, timeZone, moveBooking.mutate],
  );

  const openHourly = useCallback(
    (room: CalendarRoom, categoryId: number) => setHourly({ room, categoryId }),
    [],
  );

  return {
    target,
    opened,
    repair,
    block,
    hourly,
    move,
    selectRange,
    dropBar,
    openItem,
    openDraft,
    openHourly,
    closeTarget: () => setTarget(null),
    closeOpened: () => setOpened(null),
    closeRepair: () => setRepair(null),
    closeBlock: () => setBlock(null),
    closeHourly: () => setHourly(null),
    closeMove: () => setMove(null),
  };
}
