import { UnstyledButton } from '@mantine/core';
import type { HourCell } from '../utils/hourCells.ts';

interface HourCellsRowProps {
  cells: HourCell[];
  range: { from: number; to: number } | null;
  clock: (seconds: number) => string;
  /** 'DD.MM' of an instant: marked on the first cell and at midnight, so the day of each hour is plain. */
  dayOf: (seconds: number) => string;
  takenLabel: string;
  onCell: (index: number) => void;
  /** Fold the strip into rows of this many hours that share the width given (a phone); else one row. */
  perRow?: number;
}

/**
 * The 24 hourly cells, 35 px each in one strip (specification section 9); taken hours cannot be picked.
 * A phone has no 840 px for the strip: it folds it into rows of `perRow` hours that fill its width.
 */
export function HourCellsRow({ cells, range, clock, dayOf, takenLabel, onCell, perRow }: HourCellsRowProps) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: perRow ? `repeat(${perRow}, minmax(0, 1fr))` : `repeat(${cells.length}, 35px)`,
        flex: perRow ? 1 : undefined,
        minWidth: 0,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 4,
      }}
    >
      {cells.map((cell, index) => {
        const selected = range !== null && index >= range.from && index <= range.to;
        const label = clock(cell.start).slice(0, 2);
        const newDay = index === 0 || label === '00';
        const span = `${dayOf(cell.start)} ${clock(cell.start)}–${clock(cell.end)}`;
        return (
          <UnstyledButton
            key={cell.start}
            data-testid={`hour-${index}`}
            data-taken={cell.taken || undefined}
            disabled={cell.taken}
            data-day={dayOf(cell.start)}
            title={cell.taken ? `${span}: ${takenLabel}` : span}
            aria-pressed={selected}
            onClick={() => onCell(index)}
            style={{
              height: 48,
              fontSize: 12,
              textAlign: 'center',
              borderRight: '1px solid var(--mantine-color-gray-2)',
              borderLeft: newDay && index > 0 ? '2px solid var(--mantine-color-gray-6)' : undefined,
              lineHeight: 1.1,
              cursor: cell.taken ? 'not-allowed' : 'pointer',
              background: cell.taken
                ? 'var(--mantine-color-red-2)'
                : selected
                  ? 'var(--mantine-color-blue-8)'
                  : undefined,
              color: selected ? 'white' : undefined,
            }}
          >
            {label}
            {newDay && (
              <span style={{ display: 'block', fontSize: 9, opacity: 0.75 }}>{dayOf(cell.start)}</span>
            )}
          </UnstyledButton>
        );
      })}
    </div>
  );
}
