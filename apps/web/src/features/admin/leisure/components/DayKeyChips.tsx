import { Button, Chip, Group, Input } from '@mantine/core';
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
 * The days a tariff is sold on as chips ('Пн' … 'Вс', 'Янв' … 'Дек'), with 'Выбрать все'. The chips
 * answer in click order; the form keeps the keys in calendar order, as the list reads them back.
 */
export function DayKeyChips<K extends string>({ name, keys, label }: DayKeyChipsProps<K>) {
  const { t } = useTranslation();
  const { control } = useFormContext<LeisureTariffFormValues>();
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Input.Wrapper id={id} label={label} labelElement="div" required error={fieldState.error?.message}>
          <Group gap="xs" mt={4} align="center">
            <Chip.Group
              multiple
              // Weekday or month keys alike: the chips only compare them as strings.
              value={field.value as string[]}
              onChange={(value) => field.onChange(inKeyOrder(keys, value))}
            >
              <Group gap={6} role="group" aria-labelledby={`${id}-label`} data-testid={`tariff-${name}`}>
                {keys.map((key) => (
                  <Chip key={key} value={key} size="sm" title={t(`priceGrid.keyFull.${key as 'mon'}`)}>
                    {t(`priceGrid.keyShort.${key as 'mon'}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={field.value.length === keys.length}
              onClick={() => field.onChange([...keys])}
            >
              {t('leisureTariffs.chooseAll')}
            </Button>
          </Group>
        </Input.Wrapper>
      )}
    />
  );
}
