import { ActionIcon, Group, Input, NumberInput } from '@mantine/core';
import { pricingMessages } from '@pms/domain';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { type Control, Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface CounterFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Past it '+' refuses with `maxMessage` ('Не достаточно мест!'). */
  max?: number;
  maxMessage?: string;
  disabled?: boolean;
}

/**
 * A guest count with '−' and '+': never below 0 ('Меньше нельзя!'), and not past `max`. The number
 * can also be typed or changed with the arrow keys.
 */
export function CounterField<T extends FieldValues>({
  control,
  name,
  label,
  max,
  maxMessage,
  disabled,
}: CounterFieldProps<T>) {
  const { t } = useTranslation();
  const { setError, clearErrors } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'number' ? field.value : 0;
        const set = (next: number) => {
          clearErrors(name);
          field.onChange(next);
        };
        const step = (delta: number) => {
          const next = value + delta;
          if (next < 0) return setError(name, { type: 'min', message: pricingMessages.notLess });
          if (max !== undefined && next > max)
            return setError(name, { type: 'max', message: maxMessage ?? pricingMessages.notEnoughPlaces });
          set(next);
        };
        return (
          <Input.Wrapper label={label} error={fieldState.error?.message}>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`${t('bookingEditor.counter.decrease')}: ${label}`}
                disabled={disabled}
                onClick={() => step(-1)}
              >
                <IconMinus size={14} />
              </ActionIcon>
              <NumberInput
                ref={field.ref}
                name={field.name}
                aria-label={label}
                w={64}
                hideControls
                allowNegative={false}
                allowDecimal={false}
                disabled={disabled}
                value={value}
                error={Boolean(fieldState.error)}
                styles={{ input: { textAlign: 'center' } }}
                onChange={(next) => set(typeof next === 'number' ? next : 0)}
                onBlur={field.onBlur}
              />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`${t('bookingEditor.counter.increase')}: ${label}`}
                disabled={disabled}
                onClick={() => step(1)}
              >
                <IconPlus size={14} />
              </ActionIcon>
            </Group>
          </Input.Wrapper>
        );
      }}
    />
  );
}
