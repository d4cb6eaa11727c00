import { Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { ReportColumn } from '../types/reportColumn.ts';

interface ReportTableProps<Row> {
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** A header row above the column names, grouping them ('Завтрак' over 'Взр.' and 'Дет.'). */
  groups?: { key: string; label: string; span: number }[];
  /** The 'Итого' row: the first column's cell is the label, the others their column's `total`. */
  totalLabel?: string;
  /** Below this width the table scrolls sideways inside its card instead of squeezing. */
  minWidth: number;
  'data-testid'?: string;
}

const body = 'var(--mantine-color-body)';

/**
 * A cell's look: figures right-aligned and never wrapped. The first column (the date, the name) stays in
 * place while a wide table scrolls sideways on a phone, so it takes its row's background.
 */
function cellStyle<Row>(column: ReportColumn<Row>, first: boolean): CSSProperties {
  return {
    whiteSpace: first ? 'normal' : 'nowrap',
    textAlign: column.numeric ? 'right' : 'left',
    ...(first
      ? {
          // A long name wraps when the table is squeezed, so the pinned column leaves room on a phone.
          minWidth: 110,
          position: 'sticky',
          left: 0,
          zIndex: 1,
          backgroundColor: 'inherit',
          boxShadow: 'inset -1px 0 0 var(--table-border-color)',
        }
      : {}),
  };
}

/** A report's table: an optional total row, its own horizontal scroll, its first column pinned. */
export function ReportTable<Row>(props: ReportTableProps<Row>) {
  const { columns, rows, rowKey, groups, totalLabel, minWidth } = props;
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      // A table wider than the window scrolls: the keyboard reaches it too (WCAG 2.1.1).
      tabIndex={0}
    >
      <Table
        withTableBorder={false}
        verticalSpacing={6}
        horizontalSpacing="sm"
        data-testid={props['data-testid']}
      >
        <Table.Thead>
          {groups ? (
            <Table.Tr style={{ backgroundColor: body }}>
              {groups.map((group) => (
                <Table.Th
                  key={group.key}
                  colSpan={group.span}
                  style={{ textAlign: 'center', whiteSpace: 'nowrap' }}
                >
                  {group.label}
                </Table.Th>
              ))}
            </Table.Tr>
          ) : null}
          <Table.Tr style={{ backgroundColor: body }}>
            {columns.map((column, index) => (
              <Table.Th key={column.key} style={cellStyle(column, index === 0)}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, rowIndex) => (
            // Striped by hand: the pinned cell inherits the row's colour, which Mantine's stripes don't give.
            <Table.Tr
              key={rowKey(row)}
              style={{ backgroundColor: rowIndex % 2 === 0 ? 'var(--table-striped-color)' : body }}
            >
              {columns.map((column, index) => (
                <Table.Td key={column.key} style={cellStyle(column, index === 0)}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totalLabel ? (
          <Table.Tfoot>
            <Table.Tr fw={600} style={{ backgroundColor: body }}>
              {columns.map((column, index) => (
                <Table.Td key={column.key} style={cellStyle(column, index === 0)}>
                  {index === 0 ? totalLabel : (column.total ?? null)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}
