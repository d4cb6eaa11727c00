import { Box, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatDay, type LeisureDayView } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { dayCellLabel, dayCellState, dayStateColors } from '../utils/dayCell.ts';
import type { GridDay } from '../utils/monthGrid.ts';

interface DayCellProps {
  day: GridDay;
  stock: LeisureDayView | undefined;
  loading: boolean;
  /** Before the property's today: nothing can be sold, so the cell does not open. */
  past: boolean;
  today: boolean;
  phone: boolean;
  onOpen: (date: string) => void;
}

/**
 * A day of the month: its number and 'free / total' in the colour of the day's state. On a phone the
 * numbers may wrap under each other rather than run out of a 50-px cell.
 */
export function DayCell({ day, stock, loading, past, today, phone, onOpen }: DayCellProps) {
  const { t } = useTranslation();
  const state = dayCellState(stock);
  const color = dayStateColors[state];
  const label = loading ? '' : dayCellLabel(stock);
  const date = formatDay(day.date);
  const aria =
    stock && stock.total > 0
      ? t('leisure.dayLabel', { date, free: stock.empty, total: stock.total })
      : t('leisure.dayClosed', { date });
  return (
    <UnstyledButton
      data-testid={`leisure-day-${day.date}`}
      data-state={state}
      aria-current={today ? 'date' : undefined}
      disabled={past}
      onClick={() => onOpen(day.date)}
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        minHeight: phone ? 58 : 86,
        minWidth: 0,
        padding: phone ? '3px 2px' : '6px 8px',
        borderRadius: 'var(--mantine-radius-sm)',
        border: `1px solid ${today ? 'var(--mantine-color-blue-5)' : 'var(--mantine-color-gray-3)'}`,
        boxShadow: today ? '0 0 0 1px var(--mantine-color-blue-5)' : undefined,
        background:
          past || state === 'closed' ? 'var(--mantine-color-gray-0)' : `var(--mantine-color-${color}-0)`,
        opacity: past ? 0.45 : 1,
        cursor: past ? 'not-allowed' : 'pointer',
      }}
    >
      {/* Heard: the date and what is free; the numbers below are its picture (a name of its own, not
          an aria-label the numbers would have to repeat: WCAG 2.5.3). */}
      <VisuallyHidden>{aria}</VisuallyHidden>
      <Text
        aria-hidden
        size={phone ? 'xs' : 'sm'}
        fw={today ? 700 : 500}
        // A neighbouring month's day is as open as any other; only its number is quieter.
        c={today ? 'blue.7' : day.inMonth ? undefined : 'dimmed'}
        ta={phone ? 'center' : 'left'}
      >
        {day.dayOfMonth}
      </Text>
      <Box
        aria-hidden
        data-testid="leisure-day-count"
        ta={phone ? 'center' : 'right'}
        fw={700}
        c={state === 'closed' ? 'dimmed' : `${color}.8`}
        style={{ fontSize: phone ? 11 : 18, lineHeight: 1.15, overflowWrap: 'anywhere' }}
      >
        {label}
      </Box>
    </UnstyledButton>
  );
}
