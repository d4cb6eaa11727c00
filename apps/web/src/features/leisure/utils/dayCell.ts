import { type LeisureDayView, leisureDayState } from '@pms/domain';

export type DayState = ReturnType<typeof leisureDayState>;

/** What a day cell shows: 'free / total', or '—' on a day nothing is sold (no tariff that day). */
export function dayCellLabel(day: LeisureDayView | undefined): string {
  return !day || day.total === 0 ? '—' : `${day.empty} / ${day.total}`;
}

/** The cell's colour state; a day the calendar did not answer counts as closed. */
export function dayCellState(day: LeisureDayView | undefined): DayState {
  return day ? leisureDayState(day.total, day.empty) : 'closed';
}

/** Mantine colours of the states: green with room, orange under half, red sold out, grey closed. */
export const dayStateColors: Record<DayState, string> = {
  available: 'teal',
  limited: 'orange',
  sold_out: 'red',
  closed: 'gray',
};
