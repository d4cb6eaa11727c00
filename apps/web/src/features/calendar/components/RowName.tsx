import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconClock } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarRoom } from '../types/calendarTypes.ts';
import type { GridRow } from '../types/gridRow.ts';

interface RowNameProps {
  row: GridRow;
  width: number;
  height: number;
  onToggleCategory: (id: number) => void;
  onToggleRoom: (id: number) => void;
  onHourly: (room: CalendarRoom, categoryId: number) => void;
}

/** The sticky left cell of a row: category header, room name with its actions, or an indented bed. */
export const RowName = memo(function RowName({
  row,
  width,
  height,
  onToggleCategory,
  onToggleRoom,
  onHourly,
}: RowNameProps) {
  const { t } = useTranslation();
  const base: React.CSSProperties = {
    position: 'sticky',
    left: 0,
    zIndex: 3,
    width,
    height,
    background: row.type === 'category' ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-body)',
    borderRight: '1px solid var(--mantine-color-gray-3)',
    paddingLeft: row.type === 'bed' ? 28 : 6,
    paddingRight: 4,
  };
  if (row.type === 'category') {
    return (
      <Group gap={4} wrap="nowrap" style={base} role="rowheader">
        <ActionIcon
          variant="subtle"
          size="sm"
          onClick={() => onToggleCategory(row.category.id)}
          aria-label={t('calendar.grid.toggleCategory')}
          aria-expanded={!row.collapsed}
        >
          {row.collapsed ? <IconChevronRight size={14} /> : <IconChevronDown size={14} />}
        </ActionIcon>
        <Text size="sm" fw={600} truncate title={row.category.name}>
          {row.category.name}
        </Text>
      </Group>
    );
  }
  if (row.type === 'bed') {
    return (
      <Group gap={4} wrap="nowrap" style={base} role="rowheader">
        <Text size="xs" c="dimmed" truncate>
          {row.name}
        </Text>
      </Group>
    );
  }
  const hasBeds = row.room.koika_list.length > 0;
  return (
    <Group gap={2} wrap="nowrap" style={base} role="rowheader" data-testid={`room-${row.room.name}`}>
      {hasBeds ? (
        <ActionIcon
          variant="subtle"
          size="sm"
          onClick={() => onToggleRoom(row.room.id)}
          aria-label={row.expanded ? t('calendar.grid.collapseBeds') : t('calendar.grid.expandBeds')}
          aria-expanded={row.expanded}
        >
          {row.expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        </ActionIcon>
      ) : (
        <span style={{ width: 22, flexShrink: 0 }} />
      )}
      <Text size="sm" fw={500} truncate style={{ flex: 1 }}>
        {row.room.name}
      </Text>
      <ActionIcon
        title={t('calendar.grid.hourly')}
        variant="subtle"
        color="gray"
        // 24 px, the least a pointer target may be (WCAG 2.2, 2.5.8).
        size={24}
        onClick={() => onHourly(row.room, row.category.id)}
        aria-label={`${t('calendar.grid.hourly')} ${row.room.name}`}
      >
        <IconClock size={14} />
      </ActionIcon>
    </Group>
  );
});
