import { ActionIcon, Box, Button, Input, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSectionTitle } from '../../../../ui/form/FormSectionTitle.tsx';
import { MoneyField } from '../../../../ui/form/MoneyField.tsx';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { emptyPriceItem, type LeisureTariffFormValues } from '../utils/tariffFormValues.ts';

/** The domain's cap on a tariff's price items (leisureTariffSchema). */
const MAX_PRICES = 50;

/**
 * Name, price and the bin in one grid, so the header's two words sit over their columns. The price takes
 * a share of the width between 7 and 11 rem (a fixed range would be filled first and squeeze the name
 * on a phone); the name takes the rest.
 */
const grid = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) clamp(7rem, 30%, 11rem) auto',
  gap: 'var(--mantine-spacing-xs)',
  alignItems: 'start',
} as const;

/**
 * 'Цены' of a tariff: rows of name and price in tenge ('Взрослый' 5 000 ₸), added and removed here.
 * One row always stays, as a tariff sells at least one price; a stored row keeps its id in the form
 * values, so the server keeps that item.
 */
export function PriceListEditor() {
  const { t } = useTranslation();
  const { control } = useFormContext<LeisureTariffFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'price_list' });
  const { errors } = useFormState({ control, name: 'price_list' });
  const listError = errors.price_list?.message ?? errors.price_list?.root?.message;
  return (
    <Box>
      <FormSectionTitle title={t('leisureTariffs.prices.title')} />
      <Text size="xs" c="dimmed" mt={4} mb="xs">
        {t('leisureTariffs.prices.hint')}
      </Text>
      <Box style={grid} data-testid="tariff-prices">
        <Text size="sm" fw={500}>
          {t('leisureTariffs.prices.name')}
        </Text>
        <Text size="sm" fw={500}>
          {t('leisureTariffs.prices.price')}
        </Text>
        <span />
        {fields.map((field, index) => {
          const n = index + 1;
          return [
            <TextField
              key={`${field.id}-name`}
              control={control}
              name={`price_list.${index}.name`}
              aria-label={t('leisureTariffs.prices.nameOf', { n })}
            />,
            <MoneyField
              key={`${field.id}-price`}
              control={control}
              name={`price_list.${index}.price`}
              aria-label={t('leisureTariffs.prices.priceOf', { n })}
              placeholder="0"
            />,
            <Tooltip key={`${field.id}-remove`} label={t('leisureTariffs.prices.remove', { n })}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={2}
                aria-label={t('leisureTariffs.prices.remove', { n })}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>,
          ];
        })}
      </Box>
      {listError ? <Input.Error mt={4}>{listError}</Input.Error> : null}
      <Button
        mt="xs"
        variant="light"
        size="sm"
        leftSection={<IconPlus size={16} />}
        disabled={fields.length >= MAX_PRICES}
        onClick={() => append(emptyPriceItem(), { shouldFocus: true })}
      >
        {t('leisureTariffs.prices.add')}
      </Button>
    </Box>
  );
}
