import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FillRowInput } from './FillRowInput.tsx';
import { PriceCell } from './PriceCell.tsx';
import type { PriceKey } from './priceGridValues.ts';

/** One row of a price grid: its path in the form, its name, and what its empty cells show. */
export interface PriceGridRow {
  /** The row's path in the surrounding form, e.g. 'rates.rows.base' or 'weekdays.adult'. */
  name: string;
  label: string;
  /** Grey text of an empty cell: what it charges when left empty; '0' unless given. */
  placeholder?: (key: PriceKey) => string;
}

interface PriceGridTableProps {
  /** The table's accessible name ('Цены за сутки, ₸'). */
  label: string;
  /** Header of the rows' names column ('Цена'). */
  kindHeader: string;
  rows: PriceGridRow[];
  keys: readonly PriceKey[];
  /** 'week' or 'period': says 'все дни' or 'все месяцы' in the fill cells. */
  fill: 'week' | 'period';
}

/**
 * One row per price kind, one column per weekday or month, after the row's 'Заполнить строку' cell; the
 * cells are bound to the surrounding form. The cells are in reading order, so Tab goes through a row and
 * then on to the next one. Category rates and food tariffs both price this way.
 */
export function PriceGridTable({ label, kindHeader, rows, keys, fill }: PriceGridTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer
      minWidth={keys.length > 7 ? 1100 : 760}
      type="native"
      // A table wider than the window scrolls: the keyboard reaches it too (WCAG 2.1.1).
      tabIndex={0}
    >
      <Table aria-label={label} withTableBorder verticalSpacing={4} horizontalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{kindHeader}</Table.Th>
            <Table.Th ta="center" fz="xs">
              {t('priceGrid.fillRow')}
            </Table.Th>
            {keys.map((key) => (
              <Table.Th key={key} ta="center" title={t(`priceGrid.keyFull.${key}`)}>
                {t(`priceGrid.keyShort.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Th scope="row" fw={500} fz="sm">
                {row.label}
              </Table.Th>
              <Table.Td>
                <FillRowInput
                  rowName={row.name}
                  keys={keys}
                  label={t('priceGrid.fillRowLabel', { row: row.label })}
                  placeholder={t(`priceGrid.fillPlaceholder.${fill}`)}
                />
              </Table.Td>
              {keys.map((key) => (
                <Table.Td key={key}>
                  <PriceCell
                    name={`${row.name}.${key}`}
                    label={t('priceGrid.cellLabel', { row: row.label, key: t(`priceGrid.keyFull.${key}`) })}
                    placeholder={row.placeholder?.(key) ?? '0'}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
