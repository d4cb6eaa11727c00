import { Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { gridTemplate, headerHeight, listColumns } from '../utils/listColumns.ts';
import type { SortKey } from '../utils/listFilters.ts';
import { cellStyle } from './BookingRowView.tsx';

interface ListHeaderProps {
  sort: string;
  onSort: (key: SortKey) => void;
}

const background = 'var(--mantine-color-gray-1)';

/** The column names, held at the top as the rows scroll; a sortable one flips its order on a click. */
export function ListHeader({ sort, onSort }: ListHeaderProps) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the header of a virtualised div grid; its sort buttons take the focus
    <div
      role="row"
      aria-rowindex={1}
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        height: headerHeight,
        display: 'grid',
        gridTemplateColumns: gridTemplate,
        alignItems: 'center',
        background,
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {listColumns.map((column) => {
        const label = t(`bookings.columns.${column.key}`);
        const key = column.sort;
        const direction =
          key === undefined ? null : sort === key ? 'ascending' : sort === `-${key}` ? 'descending' : null;
        const Icon =
          direction === 'ascending'
            ? IconArrowUp
            : direction === 'descending'
              ? IconArrowDown
              : IconArrowsSort;
        return (
          // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a div grid's header cell; the sort button inside is focusable
          <div
            key={column.key}
            role="columnheader"
            aria-sort={key === undefined ? undefined : (direction ?? 'none')}
            style={cellStyle(column.key, column.align, background)}
          >
            {key === undefined ? (
              <Text size="xs" fw={700} c="dimmed" truncate="end">
                {label}
              </Text>
            ) : (
              <UnstyledButton
                onClick={() => onSort(key)}
                style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}
              >
                <Text size="xs" fw={700} c={direction ? undefined : 'dimmed'} truncate="end">
                  {label}
                </Text>
                <Icon size={13} style={{ flexShrink: 0, opacity: direction ? 1 : 0.45 }} />
              </UnstyledButton>
            )}
          </div>
        );
      })}
    </div>
  );
}
