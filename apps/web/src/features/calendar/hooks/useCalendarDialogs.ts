import { useCallback, useState } from 'react';
import type { CalendarCategory, CalendarItem, CalendarRoom, DraftBooking } from '../types/calendarTypes.ts';
import type { CellRange } from '../types/cellRange.ts';
import type { MoveDrop } from '../types/moveDrop.ts';
import type { OpenedBooking, ReserveTarget } from '../types/reserveTarget.ts';
import type { CalendarDay } from '../utils/calendarDays.ts';
import { findRoom } from '../utils/findRoom.ts';

export interface HourlyTarget {
  room: CalendarRoom;
  categoryId: number;
}

/** Which calendar dialog is open and for what; the grid opens them, the dialogs close them. */
export function useCalendarDialogs(categories: readonly CalendarCategory[], days: readonly CalendarDay[]) {
  const [target, setTarget] = useState<ReserveTarget | null>(null);
  const [opened, setOpened] = useState<OpenedBooking | null>(null);
  const [repair, setRepair] = useState<CalendarItem | null>(null);
  const [block, setBlock] = useState<CalendarItem | null>(null);
  const [hourly, setHourly] = useState<HourlyTarget | null>(null);
  const [move, setMove] = useState<MoveDrop | null>(null);
  const [finder, setFinder] = useState(false);

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

  // Every drop asks first (MoveDialog): old and new dates, room and price; Esc leaves the bar as it was.
  const dropBar = useCallback((drop: MoveDrop) => setMove(drop), []);

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
    // 'Найти свободный номер': its pick opens the usual reserve dialog (issue 28, item 9).
    finder,
    openFinder: () => setFinder(true),
    closeFinder: () => setFinder(false),
    reserveFound: (found: ReserveTarget) => {
      setFinder(false);
      setTarget(found);
    },
  };
}
