import { Stack, Text } from '@mantine/core';
import { foodPriceKinds, monthKeys, weekdayKeys } from '@pms/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSectionTitle } from '../../../../ui/form/FormSectionTitle.tsx';
import { PriceGridErrors } from '../../../../ui/priceGrid/PriceGridErrors.tsx';
import { type PriceGridRow, PriceGridTable } from '../../../../ui/priceGrid/PriceGridTable.tsx';

/**
 * 'Цены' of the food tariff form: the four price kinds down, the weekdays or the months across, as the
 * tariff's 'Вид цен' says. Both grids stay in the form, so switching back shows what was typed.
 */
export function FoodPriceGrid() {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const priceType = useWatch({ control, name: 'price_type' }) === 'period' ? 'period' : 'week';
  const grid = priceType === 'week' ? 'weekdays' : 'months';
  const keys = priceType === 'week' ? weekdayKeys : monthKeys;
  const rows: PriceGridRow[] = foodPriceKinds.map((kind) => ({
    name: `${grid}.${kind}`,
    label: t(`foodTariffs.prices.rows.${kind}`),
  }));
  return (
    <Stack gap="xs">
      <FormSectionTitle title={t('foodTariffs.prices.title')} />
      <PriceGridTable
        label={t('foodTariffs.prices.tableLabel')}
        kindHeader={t('foodTariffs.prices.kind')}
        rows={rows}
        keys={keys}
        fill={priceType}
      />
      <PriceGridErrors names={[grid]} rows={rows} keys={keys} />
      <Text size="xs" c="dimmed">
        {t('foodTariffs.prices.hint')}
      </Text>
    </Stack>
  );
}
