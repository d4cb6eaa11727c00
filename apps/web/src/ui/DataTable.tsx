import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface DataTableProps {
  /** Unique column headers; one empty string leaves the actions column's header blank. */
  columns: string[];
  children: ReactNode;
  minWidth?: number;
}

/** The bordered, striped table used by every catalogue screen. */
export function DataTable({ columns, children, minWidth = 640 }: DataTableProps) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column || 'actions'} style={{ whiteSpace: 'nowrap' }}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
