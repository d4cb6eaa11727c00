import { Box, Button, Chip, Group, Input } from '@mantine/core';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inKeyOrder } from '../utils/dayKeys.ts';
import type { LeisureTariffFormValues } from '../utils/tariffFormValues.ts';

interface DayKeyChipsProps<K extends string> {
  name: 'weekdays' | 'months';
  /** The specification's keys in calendar order: `mon … san` or `jan … dec` (with `okt`). */
  keys: readonly K[];
  label: string;
}

/**
 * The days a tariff is sold on as chips ('Пн' … 'Вс', 'Янв' … 'Дек'). 'Выбрать все' sits beside the
 * label, and only while something is left out, so the chips keep their place. The chips answer in click
 * order; the form keeps the keys in calendar order, as the list reads them back.
 */
export function DayKeyChips<K extends string>({ name, keys, label }: DayKeyChipsProps<K>) {
  const { t } = useTranslation();
  const { control } = useFormContext<LeisureTariffFormValues>();
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box>
          <Group gap="xs" mih={24} mb={4}>
            <Input.Label id={labelId} labelElement="div" required>
              {label}
            </Input.Label>
            {field.value.length < keys.length ? (
              <Button variant="subtle" size="compact-xs" onClick={() => field.onChange([...keys])}>
                {t('leisureTariffs.chooseAll')}
              </Button>
            ) : null}
          </Group>
          <Chip.Group
            multiple
            // Weekday or month keys alike: the chips only compare them as strings.
            value={field.value as string[]}
            onChange={(value) => field.onChange(inKeyOrder(keys, value))}
          >
            <Group gap={6} role="group" aria-labelledby={labelId} data-testid={`tariff-${name}`}>
              {keys.map((key) => (
                <Chip key={key} value={key} size="sm" title={t(`priceGrid.keyFull.${key as 'mon'}`)}>
                  {t(`priceGrid.keyShort.${key as 'mon'}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {fieldState.error ? <Input.Error mt={4}>{fieldState.error.message}</Input.Error> : null}
        </Box>
      )}
    />
  );
}
