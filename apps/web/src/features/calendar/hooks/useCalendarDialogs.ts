import { useCallback, useRef, useState } from 'react';
import { SKIP_TARGET } from '../../../ui/skipTarget.ts';
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

/**
 * Where the focus goes when the calendar's last dialog closes (issue 30): back to what opened the first
 * of them (the grid, a bar, a row's clock), or to the grid when that is gone or was nothing (a mouse
 * click on a cell leaves the focus on the page). Without it the focus fell to <body> after 'Резерв' and
 * the editor: Mantine returns it to what was focused when each dialog opened, and the editor opened from
 * the reserve dialog's button, which is gone by then. Mantine's own return runs 10 ms after a close;
 * this runs after it and moves the focus only if it is still nowhere.
 */
function focusBack(origin: Element | null) {
  window.setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const target =
      origin instanceof HTMLElement && origin.isConnected && origin !== document.body
        ? origin
        : document.querySelector<HTMLElement>(`[${SKIP_TARGET}]`);
    target?.focus({ preventScroll: true });
  }, 50);
}

/** Which calendar dialog is open and for what; the grid opens them, the dialogs close them. */
export function useCalendarDialogs(categories: readonly CalendarCategory[], days: readonly CalendarDay[]) {
  // What had the focus when a dialog opened from outside any dialog: where focusBack returns it.
  const origin = useRef<Element | null>(null);
  const remember = () => {
    const active = document.activeElement;
    if (!active?.closest('[role="dialog"]')) origin.current = active;
  };
  const closed = () => focusBack(origin.current);
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
      remember();
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
      remember();
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
  const dropBar = useCallback((drop: MoveDrop) => {
    remember();
    setMove(drop);
  }, []);

  const openHourly = useCallback((room: CalendarRoom, categoryId: number) => {
    remember();
    setHourly({ room, categoryId });
  }, []);

  // Stable, as the toolbar is memoised: it does not draw again when the window's data comes (issue 31).
  const openFinder = useCallback(() => {
    remember();
    setFinder(true);
  }, []);

  return {
    /** Some dialog is asked for: its code must come now, whatever else waits (CalendarPage). */
    asked: Boolean(target || opened || repair || block || hourly || move || finder),
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
    closeTarget: () => {
      setTarget(null);
      closed();
    },
    closeOpened: () => {
      setOpened(null);
      closed();
    },
    closeRepair: () => {
      setRepair(null);
      closed();
    },
    closeBlock: () => {
      setBlock(null);
      closed();
    },
    closeHourly: () => {
      setHourly(null);
      closed();
    },
    closeMove: () => {
      setMove(null);
      closed();
    },
    // 'Найти свободный номер': its pick opens the usual reserve dialog (issue 28, item 9).
    finder,
    openFinder,
    closeFinder: () => {
      setFinder(false);
      closed();
    },
    reserveFound: (found: ReserveTarget) => {
      setFinder(false);
      setTarget(found);
    },
  };
}
