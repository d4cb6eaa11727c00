import { Group, UnstyledButton } from '@mantine/core';
import type { HourCell } from '../utils/hourCells.ts';

interface HourCellsRowProps {
  cells: HourCell[];
  range: { from: number; to: number } | null;
  clock: (seconds: number) => string;
  /** 'DD.MM' of an instant: marked on the first cell and at midnight, so the day of each hour is plain. */
  dayOf: (seconds: number) => string;
  takenLabel: string;
  onCell: (index: number) => void;
}

/** The 24 hourly cells, 35 px each (specification section 9); taken hours cannot be picked. */
export function HourCellsRow({ cells, range, clock, dayOf, takenLabel, onCell }: HourCellsRowProps) {
  return (
    <Group gap={0} wrap="nowrap" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
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
              width: 35,
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
                  ? 'var(--mantine-color-blue-4)'
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
    </Group>
  );
}
