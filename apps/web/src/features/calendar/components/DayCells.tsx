import { memo } from 'react';
import { cellId } from '../utils/cellId.ts';
import classes from './gridCells.module.css';

/** How a day cell is shaded: the property's today, a weekend, or neither. */
export type DayShade = 'today' | 'weekend' | null;

/** A folded row's free count in one day cell: dimmed when some are free, red when none is. */
function FreeCount({ free, label }: { free: number; label: string }) {
  return (
    <span
      data-free={free}
      title={label}
      className={free > 0 ? classes.free : `${classes.free} ${classes.none}`}
    >
      {free}
    </span>
  );
}

interface DayCellProps {
  rowKey: string;
  /** The row's name as a cell's label starts with it ('101', or '101, Койка 1'). */
  rowName: string;
  /** The day's place in the window; the row's strip reads it back from aria-colindex. */
  index: number;
  date: string;
  /** The day as the label says it (formatDay). */
  dayName: string;
  shade: DayShade;
  selected: boolean;
  /** The keyboard cursor's cell: the one the grid's aria-activedescendant names, so the one with an id. */
  active: boolean;
  /** A room whose beds are folded counts its free beds in each cell. */
  free: number | null;
  freeLabel: string;
}

/**
 * One day of a room or bed: a button the grid's mouse and keyboard select from. Memoised on plain
 * values and without handlers of its own (its row's strip listens for all of them), so a scroll step
 * renders only the cells that enter the window, not every visible row's every cell (issue 31).
 */
export const DayCell = memo(function DayCell(props: DayCellProps) {
  const { rowKey, index, date, free, freeLabel } = props;
  const shade = props.selected
    ? classes.selected
    : props.shade === 'today'
      ? classes.today
      : props.shade === 'weekend'
        ? classes.weekend
        : '';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtualised grid is placed divs, not a table
    <button
      type="button"
      tabIndex={-1}
      // Only the cursor's cell needs its id (the grid points at it); an id on each of the hundreds of
      // cells drawn with the first bars was a tenth of their attributes (issue 31).
      id={props.active ? cellId(rowKey, index) : undefined}
      role="gridcell"
      className={`${classes.cell} ${classes.pick} ${shade}`}
      aria-colindex={index + 2}
      aria-selected={props.selected}
      aria-label={`${props.rowName}, ${props.dayName}${freeLabel ? `: ${freeLabel}` : ''}`}
      data-cell={`${rowKey}-${date}`}
      data-free-cell={free === null ? undefined : `${rowKey}-${date}`}
    >
      {free !== null && <FreeCount free={free} label={freeLabel} />}
    </button>
  );
});

interface FreeCellProps {
  rowKey: string;
  categoryName: string;
  index: number;
  date: string;
  dayName: string;
  free: number;
  freeLabel: string;
}

/** One day of a folded category: its free rooms, counted, not clickable. */
export const FreeCell = memo(function FreeCell(props: FreeCellProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid is placed divs; focus stays on the grid
    <div
      role="gridcell"
      className={classes.cell}
      aria-colindex={props.index + 2}
      aria-label={`${props.categoryName}, ${props.dayName}: ${props.freeLabel}`}
      data-free-cell={`${props.rowKey}-${props.date}`}
    >
      <FreeCount free={props.free} label={props.freeLabel} />
    </div>
  );
});

/** The day index of the cell an event landed in (its aria-colindex less the name column and one). */
export function dayOfEvent(target: EventTarget): number | null {
  const cell = target instanceof Element ? target.closest('[aria-colindex]') : null;
  return cell ? Number(cell.getAttribute('aria-colindex')) - 2 : null;
}

export const stripClass = classes.strip;
