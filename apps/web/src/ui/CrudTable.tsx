import { Table } from '@mantine/core';
import { DataTable, stickyActions } from './DataTable.tsx';
import { RowActions } from './RowActions.tsx';
import type { TableColumn } from './TableColumn.ts';

interface CrudTableProps<T extends { id: number }> {
  columns: TableColumn<T>[];
  rows: T[];
  /** The row's name in its buttons' labels 'Изменить «…»' and 'Удалить «…»'. */
  rowName: (row: T) => string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  minWidth?: number;
  /** False for a role that may only read the list: no edit and delete buttons. */
  writable?: boolean;
  /** What the role may do to one row, where that differs by row (a company: the role held in it). */
  rowAccess?: (row: T) => RowAccess;
}

export interface RowAccess {
  edit: boolean;
  remove: boolean;
  /** What the delete button says when it does not simply delete (a company with history: 'Архивировать'). */
  removeLabel?: string;
}

const everything: RowAccess = { edit: true, remove: true };

/** A catalogue table: the declared columns, then edit and delete buttons at the end of every row. */
export function CrudTable<T extends { id: number }>({
  columns,
  rows,
  rowName,
  onEdit,
  onDelete,
  minWidth,
  writable = true,
  rowAccess = () => everything,
}: CrudTableProps<T>) {
  const headers = columns.map((column) => column.header);
  return (
    <DataTable columns={writable ? [...headers, ''] : headers} minWidth={minWidth}>
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          {columns.map((column) => (
            <Table.Td key={column.header} style={column.style}>
              {column.cell(row)}
            </Table.Td>
          ))}
          {writable && (
            <Table.Td style={stickyActions}>
              <RowActions
                name={rowName(row)}
                onEdit={rowAccess(row).edit ? () => onEdit(row) : undefined}
                onDelete={rowAccess(row).remove ? () => onDelete(row) : undefined}
                deleteLabel={rowAccess(row).removeLabel}
              />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </DataTable>
  );
}
