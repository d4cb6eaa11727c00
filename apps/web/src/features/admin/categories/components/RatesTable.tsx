import { type PriceType, rateRowKinds } from '@pms/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PriceGridErrors } from '../../../../ui/priceGrid/PriceGridErrors.tsx';
import { type PriceGridRow, PriceGridTable } from '../../../../ui/priceGrid/PriceGridTable.tsx';
import { type PriceKey, priceKeysOf } from '../../../../ui/priceGrid/priceGridValues.ts';
import type { CategoryFormValues } from '../types/CategoryFormValues.ts';

const placeholderFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** The category's price grid, one row per rate kind, and the messages of its refused cells. */
export function RatesTable({ priceType }: { priceType: PriceType }) {
  const { t } = useTranslation();
  const { control } = useFormContext<CategoryFormValues>();
  const base = useWatch({ control, name: 'rates.rows.base' });
  const keys = priceKeysOf(priceType);
  // An empty single price charges the base price, so that is what its empty cell shows.
  const singlePlaceholder = (key: PriceKey) => {
    const price = base[key];
    return price === '' ? '0' : placeholderFormat.format(Number(price));
  };
  const rows: PriceGridRow[] = rateRowKinds.map((kind) => ({
    name: `rates.rows.${kind}`,
    label: t(`categories.rates.rows.${kind}`),
    placeholder: kind === 'single' ? singlePlaceholder : undefined,
  }));
  return (
    <>
      <PriceGridTable
        label={t('categories.rates.tableLabel')}
        kindHeader={t('categories.rates.kind')}
        rows={rows}
        keys={keys}
        fill={priceType}
      />
      <PriceGridErrors names={['rates', 'rates.rows']} rows={rows} keys={keys} />
    </>
  );
}
