import { Divider, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PriceType } from '@pms/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CategoryFormValues } from '../types/CategoryFormValues.ts';
import { MoneyField } from './MoneyField.tsx';
import { RatesErrors } from './RatesErrors.tsx';
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
      <Divider
        mt="sm"
        labelPosition="left"
        label={
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {t('categories.rates.title')}
          </Text>
        }
      />
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
      <RatesErrors priceType={priceType} />
      <Text size="xs" c="dimmed">
        {t('categories.rates.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MoneyField
          name="rates.early_check_in"
          label={t('categories.rates.earlyCheckIn')}
          description={t('categories.rates.onceCharge')}
        />
        <MoneyField
          name="rates.late_check_out"
          label={t('categories.rates.lateCheckOut')}
          description={t('categories.rates.onceCharge')}
        />
      </SimpleGrid>
    </Stack>
  );
}
