import { Group, Text } from '@mantine/core';
import type { RoomCondition } from '@pms/domain';
import { IconChevronDown, IconChevronRight, IconClock } from '@tabler/icons-react';
import { memo } from 'react';
import conditionClasses from '../../../ui/condition/condition.module.css';
import { PlainActionIcon } from '../../../ui/PlainActionIcon.tsx';
import type { CalendarRoom } from '../types/calendarTypes.ts';
import type { GridRow } from '../types/gridRow.ts';
import type { GridText } from '../utils/gridText.ts';

interface RowNameProps {
  row: GridRow;
  width: number;
  height: number;
  onToggleCategory: (id: number) => void;
  onToggleRoom: (id: number) => void;
  onHourly: (room: CalendarRoom, categoryId: number) => void;
  text: GridText;
  /** A guest arrives today and the unit is not ready (utils/arrivalNotReady): its mark is ringed. */
  arrivalNotReady?: boolean;
}

/**
 * The unit's condition (issue 33) as a coloured dot beside its name: one plain element with a class,
 * no component, since every visible row draws one (issue 31's first paint).
 */
function conditionMark(condition: RoomCondition | undefined, arrival: boolean, text: GridText) {
  if (condition === undefined) return null;
  const label = text.condition(condition, arrival);
  return (
    <span
      className={conditionClasses.dot}
      data-condition={condition}
      data-arrival={arrival ? '' : undefined}
      role="img"
      aria-label={label}
      title={label}
    />
  );
}

/**
 * Group's and Text's own classes and variables on plain elements: the same look as `<Group wrap="nowrap">`
 * and `<Text truncate>`, without two styled components for each row a scroll mounts.
 */
const groupClass = `${Group.classes.root} mantine-Group-root`;
const textClass = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;
const groupVars = (gap: string) =>
  ({
    '--group-gap': gap,
    '--group-align': 'center',
    '--group-justify': 'flex-start',
    '--group-wrap': 'nowrap',
  }) as React.CSSProperties;
const sizeVars = (size: 'xs' | 'sm') =>
  ({
    '--text-fz': `var(--mantine-font-size-${size})`,
    '--text-lh': `var(--mantine-line-height-${size})`,
  }) as React.CSSProperties;
const gap4 = 'calc(0.25rem * var(--mantine-scale))';
const gap2 = 'calc(0.125rem * var(--mantine-scale))';

/** The sticky left cell of a row: category header, room name with its actions, or an indented bed. */
export const RowName = memo(function RowName({
  row,
  width,
  height,
  onToggleCategory,
  onToggleRoom,
  onHourly,
  text,
  arrivalNotReady = false,
}: RowNameProps) {
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
      // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid is placed divs; focus stays on the grid
      <div className={groupClass} style={{ ...groupVars(gap4), ...base }} role="rowheader">
        <PlainActionIcon
          size="sm"
          onClick={() => onToggleCategory(row.category.id)}
          aria-label={text.toggleCategory}
          aria-expanded={!row.collapsed}
        >
          {row.collapsed ? <IconChevronRight size={14} /> : <IconChevronDown size={14} />}
        </PlainActionIcon>
        <p
          className={textClass}
          data-size="sm"
          data-truncate="end"
          title={row.category.name}
          style={{ ...sizeVars('sm'), fontWeight: 600 }}
        >
          {row.category.name}
        </p>
      </div>
    );
  }
  if (row.type === 'bed') {
    return (
      // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid is placed divs; focus stays on the grid
      <div className={groupClass} style={{ ...groupVars(gap4), ...base }} role="rowheader">
        <p
          className={textClass}
          data-size="xs"
          data-truncate="end"
          style={{ ...sizeVars('xs'), color: 'var(--mantine-color-dimmed)' }}
        >
          {row.name}
        </p>
        {conditionMark(row.room.koika_list.find((b) => b.id === row.bedId)?.condition, arrivalNotReady, text)}
      </div>
    );
  }
  const hasBeds = row.room.koika_list.length > 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid is placed divs; focus stays on the grid
    <div
      className={groupClass}
      style={{ ...groupVars(gap2), ...base }}
      role="rowheader"
      data-testid={`room-${row.room.name}`}
    >
      {hasBeds ? (
        <PlainActionIcon
          size="sm"
          onClick={() => onToggleRoom(row.room.id)}
          aria-label={row.expanded ? text.collapseBeds : text.expandBeds}
          aria-expanded={row.expanded}
        >
          {row.expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        </PlainActionIcon>
      ) : (
        <span style={{ width: 22, flexShrink: 0 }} />
      )}
      <p
        className={textClass}
        data-size="sm"
        data-truncate="end"
        style={{ ...sizeVars('sm'), flex: 1, fontWeight: 500 }}
      >
        {row.room.name}
      </p>
      {conditionMark(row.room.condition, arrivalNotReady, text)}
      <PlainActionIcon
        title={text.hourly}
        color="gray"
        // 24 px, the least a pointer target may be (WCAG 2.2, 2.5.8).
        size={24}
        onClick={() => onHourly(row.room, row.category.id)}
        aria-label={`${text.hourly} ${row.room.name}`}
      >
        <IconClock size={14} />
      </PlainActionIcon>
    </div>
  );
});
