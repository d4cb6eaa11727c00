import { Table } from '@mantine/core';
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

const cellStyle = (numeric?: boolean) =>
  ({ whiteSpace: 'nowrap', textAlign: numeric ? 'right' : 'left' }) as const;

/** A report's table: figures right-aligned and never wrapped, an optional total row, its own scroll. */
export function ReportTable<Row>(props: ReportTableProps<Row>) {
  const { columns, rows, rowKey, groups, totalLabel, minWidth } = props;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table
        striped
        highlightOnHover
        withTableBorder={false}
        verticalSpacing={6}
        horizontalSpacing="sm"
        data-testid={props['data-testid']}
      >
        <Table.Thead>
          {groups ? (
            <Table.Tr>
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
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} style={cellStyle(column.numeric)}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} style={cellStyle(column.numeric)}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totalLabel ? (
          <Table.Tfoot>
            <Table.Tr fw={600}>
              {columns.map((column, index) => (
                <Table.Td key={column.key} style={cellStyle(column.numeric)}>
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
