import { Table } from '@mantine/core';
import { type PriceType, rateRowKinds } from '@pms/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CategoryFormValues } from '../types/CategoryFormValues.ts';
import type { RateKey } from '../types/RatesFormValues.ts';
import { rateKeysOf } from '../utils/rateKeysOf.ts';
import { FillRowInput } from './FillRowInput.tsx';
import { RateCell } from './RateCell.tsx';

const placeholderFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/**
 * One row per rate kind, one column per weekday or month, after the row's 'Заполнить строку' cell. The
 * cells are in reading order, so Tab goes through a row and then on to the next one.
 */
export function RatesTable({ priceType }: { priceType: PriceType }) {
  const { t } = useTranslation();
  const { control } = useFormContext<CategoryFormValues>();
  const base = useWatch({ control, name: 'rates.rows.base' });
  const keys = rateKeysOf(priceType);
  // An empty single price charges the base price, so that is what its empty cell shows.
  const singlePlaceholder = (key: RateKey) => {
    const price = base[key];
    return price === '' ? '0' : placeholderFormat.format(Number(price));
  };

  return (
    <Table.ScrollContainer minWidth={priceType === 'week' ? 760 : 1100} type="native">
      <Table
        aria-label={t('categories.rates.tableLabel')}
        withTableBorder
        verticalSpacing={4}
        horizontalSpacing={4}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('categories.rates.kind')}</Table.Th>
            <Table.Th ta="center" fz="xs">
              {t('categories.rates.fillRow')}
            </Table.Th>
            {keys.map((key) => (
              <Table.Th key={key} ta="center" title={t(`categories.rates.keyFull.${key}`)}>
                {t(`categories.rates.keyShort.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rateRowKinds.map((kind) => {
            const row = t(`categories.rates.rows.${kind}`);
            return (
              <Table.Tr key={kind}>
                <Table.Th scope="row" fw={500} fz="sm">
                  {row}
                </Table.Th>
                <Table.Td>
                  <FillRowInput
                    kind={kind}
                    keys={keys}
                    label={t('categories.rates.fillRowLabel', { row })}
                    placeholder={t(`categories.rates.fillPlaceholder.${priceType}`)}
                  />
                </Table.Td>
                {keys.map((key) => (
                  <Table.Td key={key}>
                    <RateCell
                      kind={kind}
                      rateKey={key}
                      label={t('categories.rates.cellLabel', {
                        row,
                        key: t(`categories.rates.keyFull.${key}`),
                      })}
                      placeholder={kind === 'single' ? singlePlaceholder(key) : '0'}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
