import { ActionIcon, DEFAULT_THEME, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize } from '@tabler/icons-react';
import type { VirtualItem } from '@tanstack/react-virtual';
import dayjs from 'dayjs';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AA_TEXT, darkenTo } from '../../../ui/contrast.ts';
import type { CalendarDay } from '../utils/calendarDays.ts';
import { gridLayout } from '../utils/gridLayout.ts';
import { NameResizer } from './NameResizer.tsx';

interface GridHeaderProps {
  days: CalendarDay[];
  columns: VirtualItem[];
  dayWidth: number;
  nameWidth: number;
  totalWidth: number;
  allExpanded: boolean;
  onToggleAll: () => void;
  onNameWidth: (width: number) => void;
}

/** A weekend's red, dark enough to read at AA on today's blue too (issue 30). */
const weekendText = darkenTo(DEFAULT_THEME.colors.red[7], DEFAULT_THEME.colors.blue[1], AA_TEXT);
/**
 * A weekday's name under today's date: a grey dark enough for today's blue, on which the theme's secondary
 * grey (made for greys up to gray.2) reads 4.43:1 — found on a Monday, the first weekday axe ran on.
 */
const todayWeekdayText = darkenTo(DEFAULT_THEME.colors.gray[6], DEFAULT_THEME.colors.blue[1], AA_TEXT);

/**
 * Text's own class and size variables on a plain paragraph: the same look as `<Text size="xs" inherit>`
 * without a styled component for each day of the header, which re-renders on every sideways frame.
 */
const textClass = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;
const xsText = {
  '--text-fz': 'var(--mantine-font-size-xs)',
  '--text-lh': 'var(--mantine-line-height-xs)',
} as React.CSSProperties;

/** The sticky day header: DD.MM with the weekday, weekends and today marked; the corner holds the toggles. */
export const GridHeader = memo(function GridHeader(props: GridHeaderProps) {
  const { t } = useTranslation();
  const { days, columns, dayWidth, nameWidth } = props;
  // A narrow column (a long period fitted to the width) shows the day's number; the hover says which.
  const narrow = dayWidth < 40;
  const labels = useMemo(
    () =>
      days.map((day) => {
        const date = dayjs(day.date);
        return {
          title: narrow ? date.format('DD.MM.YYYY, dd') : undefined,
          date: date.format(narrow ? 'D' : 'DD.MM'),
          weekday: date.format('dd'),
        };
      }),
    [days, narrow],
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: virtualised rows are placed divs; focus stays on the grid
    <div
      role="row"
      aria-rowindex={1}
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 4,
        height: gridLayout.headerHeight,
        width: props.totalWidth,
        background: 'var(--mantine-color-body)',
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Group
        role="columnheader"
        gap={4}
        px="xs"
        wrap="nowrap"
        style={{
          position: 'sticky',
          left: 0,
          zIndex: 5,
          width: nameWidth,
          height: gridLayout.headerHeight,
          background: 'var(--mantine-color-body)',
          borderRight: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <Tooltip
          label={props.allExpanded ? t('calendar.toolbar.collapseAll') : t('calendar.toolbar.expandAll')}
        >
          <ActionIcon
            variant="subtle"
            size="sm"
            onClick={props.onToggleAll}
            aria-label={
              props.allExpanded ? t('calendar.toolbar.collapseAll') : t('calendar.toolbar.expandAll')
            }
          >
            {props.allExpanded ? <IconArrowsMinimize size={16} /> : <IconArrowsMaximize size={16} />}
          </ActionIcon>
        </Tooltip>
        <Text size="sm" fw={600}>
          {t('calendar.grid.rooms')}
        </Text>
        <NameResizer width={nameWidth} onChange={props.onNameWidth} />
      </Group>
      {columns.map((column) => {
        const day = days[column.index];
        const label = labels[column.index];
        if (!day || !label) return null;
        return (
          // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid is placed divs; focus stays on the grid
          <div
            key={day.date}
            role="columnheader"
            aria-colindex={column.index + 2}
            data-testid={`day-${day.date}`}
            title={label.title}
            style={{
              position: 'absolute',
              top: 0,
              left: column.start,
              width: dayWidth,
              height: gridLayout.headerHeight,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              borderRight: '1px solid var(--mantine-color-gray-2)',
              background: day.isToday
                ? 'var(--mantine-color-blue-1)'
                : day.isWeekend
                  ? 'var(--mantine-color-red-0)'
                  : undefined,
              color: day.isWeekend ? weekendText : undefined,
            }}
          >
            <p
              className={textClass}
              data-size="xs"
              data-inherit="true"
              style={{ ...xsText, fontWeight: day.isToday ? 700 : 500 }}
            >
              {label.date}
            </p>
            <p
              className={textClass}
              data-size="xs"
              data-inherit="true"
              style={
                day.isWeekend
                  ? xsText
                  : { ...xsText, color: day.isToday ? todayWeekdayText : 'var(--mantine-color-dimmed)' }
              }
            >
              {label.weekday}
            </p>
          </div>
        );
      })}
    </div>
  );
});
