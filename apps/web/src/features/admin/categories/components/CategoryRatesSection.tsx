import { Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PriceType } from '@pms/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSectionTitle } from '../../../../ui/form/FormSectionTitle.tsx';
import { MoneyField } from '../../../../ui/form/MoneyField.tsx';
import type { CategoryFormValues } from '../types/CategoryFormValues.ts';
import { RatesTable } from './RatesTable.tsx';

/**
 * 'Цены' of the category form: prices per weekday or per month for each rate kind, then the early
 * check-in and late check-out charges (docs/pricing.md).
 */
export function CategoryRatesSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<CategoryFormValues>();
  const priceType = useWatch({ control, name: 'rates.price_type' });
  return (
    <Stack gap="xs">
      <FormSectionTitle title={t('categories.rates.title')} />
      <Group gap="sm">
        <Text id="category-price-type" size="sm" fw={500}>
          {t('categories.rates.priceType')}
        </Text>
        <Controller
          control={control}
          name="rates.price_type"
          render={({ field }) => (
            <SegmentedControl<PriceType>
              aria-labelledby="category-price-type"
              size="xs"
              value={field.value}
              onChange={field.onChange}
              data={[
                { value: 'week', label: t('categories.rates.priceTypeOption.week') },
                { value: 'period', label: t('categories.rates.priceTypeOption.period') },
              ]}
            />
          )}
        />
      </Group>
      <RatesTable priceType={priceType} />
      <Text size="xs" c="dimmed">
        {t('categories.rates.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MoneyField
          control={control}
          name="rates.early_check_in"
          placeholder="0"
          label={t('categories.rates.earlyCheckIn')}
          description={t('categories.rates.onceCharge')}
        />
        <MoneyField
          control={control}
          name="rates.late_check_out"
          placeholder="0"
          label={t('categories.rates.lateCheckOut')}
          description={t('categories.rates.onceCharge')}
        />
        <MoneyField
          control={control}
          name="rates.hour_price"
          placeholder="—"
          label={t('categories.rates.hourPrice')}
          description={t('categories.rates.hourPriceHint')}
        />
      </SimpleGrid>
    </Stack>
  );
}
