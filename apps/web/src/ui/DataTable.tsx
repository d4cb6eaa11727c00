import { Paper, Table, VisuallyHidden } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The actions column (the last one, its header blank) stays at the right edge while a wide table
 * scrolls sideways, so a phone reaches a row's edit and delete buttons (issue 28, item 12). Its own
 * background hides the cells that scroll under it.
 */
export const stickyActions: CSSProperties = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-gray-3)',
};

interface DataTableProps {
  /** Unique column headers; one empty string leaves the actions column's header blank. */
  columns: string[];
  children: ReactNode;
  minWidth?: number;
}

/** The bordered, striped table used by every catalogue screen. */
export function DataTable({ columns, children, minWidth = 640 }: DataTableProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column || 'actions'}
                  style={column ? { whiteSpace: 'nowrap' } : { ...stickyActions, whiteSpace: 'nowrap' }}
                >
                  {/* The actions column's header is blank on screen but named for a screen reader. */}
                  {column || <VisuallyHidden>{t('common.actions')}</VisuallyHidden>}
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
