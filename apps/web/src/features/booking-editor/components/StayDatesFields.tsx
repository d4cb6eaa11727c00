import { Group, SimpleGrid, Switch } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { earlyLateFlags } from '@pms/domain';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { GroupValues } from '../types/groupValues.ts';
import { ClockField } from './ClockField.tsx';

/** Where the stay's fields sit: the booking itself, or one room of a group. */
export type StayBase = '' | `child_list.${number}.`;

interface StayDatesFieldsProps {
  base?: StayBase;
  /** Names the fields of a group's room for screen readers ('Номер 101'). */
  labelSuffix?: string;
}

/**
 * The stay: a date range and the check-in and check-out times with 'Ранний заезд' / 'Поздний выезд'.
 * Picking a time earlier (later) than the property's standard turns the marker on by itself
 * (section 4); hourly bookings keep any hours.
 */
export function StayDatesFields({ base = '', labelSuffix }: StayDatesFieldsProps) {
  const { t } = useTranslation();
  const { company, detail, readOnly } = useEditorContext();
  const { control, setValue, getValues } = useFormContext<GroupValues>();
  const at = <K extends string>(field: K) => `${base}${field}` as `${StayBase}${K}`;
  const checkIn = useController({ control, name: at('check_in_date') });
  const checkOut = useController({ control, name: at('check_out_date') });
  const inTime = useController({ control, name: at('check_in_time') });
  const outTime = useController({ control, name: at('check_out_time') });
  const early = useController({ control, name: at('is_early') });
  const late = useController({ control, name: at('is_late') });
  const label = (text: string) => (labelSuffix ? `${text}, ${labelSuffix}` : text);

  const syncFlags = (checkInTime: string, checkOutTime: string) => {
    if (detail.is_time) return;
    const flags = earlyLateFlags({
      checkInTime,
      checkOutTime,
      standardCheckIn: company.check_in_time,
      standardCheckOut: company.check_out_time,
      stayHours: 0,
      fixedTime: true,
    });
    setValue(at('is_early'), flags.isEarly, { shouldDirty: true, shouldValidate: early.fieldState.invalid });
    setValue(at('is_late'), flags.isLate, { shouldDirty: true, shouldValidate: late.fieldState.invalid });
  };

  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <DatePickerInput
        type="range"
        label={t('bookingEditor.stay.dates')}
        aria-label={labelSuffix ? label(t('bookingEditor.stay.dates')) : undefined}
        withAsterisk
        w={260}
        valueFormat="DD.MM.YYYY"
        allowSingleDateInRange={false}
        disabled={readOnly}
        ref={checkIn.field.ref}
        value={[checkIn.field.value as string | null, checkOut.field.value as string | null]}
        onChange={([from, to]) => {
          checkIn.field.onChange(from);
          checkOut.field.onChange(to);
        }}
        error={checkIn.fieldState.error?.message ?? checkOut.fieldState.error?.message}
        data-testid="stay-dates"
      />
      <SimpleGrid cols={2} spacing="md">
        <div>
          <ClockField
            label={t('bookingEditor.stay.checkInTime')}
            aria-label={labelSuffix ? label(t('bookingEditor.stay.checkInTime')) : undefined}
            ref={inTime.field.ref}
            name={inTime.field.name}
            disabled={readOnly}
            value={inTime.field.value as string}
            onChange={(value) => {
              inTime.field.onChange(value);
              if (value) syncFlags(value, getValues(at('check_out_time')));
            }}
            onBlur={inTime.field.onBlur}
            error={inTime.fieldState.error?.message}
          />
          <Switch
            mt={6}
            size="xs"
            label={t('bookingEditor.stay.early')}
            aria-label={labelSuffix ? label(t('bookingEditor.stay.early')) : undefined}
            disabled={readOnly}
            checked={early.field.value as boolean}
            onChange={(event) => early.field.onChange(event.currentTarget.checked)}
          />
        </div>
        <div>
          <ClockField
            label={t('bookingEditor.stay.checkOutTime')}
            aria-label={labelSuffix ? label(t('bookingEditor.stay.checkOutTime')) : undefined}
            ref={outTime.field.ref}
            name={outTime.field.name}
            disabled={readOnly}
            value={outTime.field.value as string}
            onChange={(value) => {
              outTime.field.onChange(value);
              if (value) syncFlags(getValues(at('check_in_time')), value);
            }}
            onBlur={outTime.field.onBlur}
            error={outTime.fieldState.error?.message}
          />
          <Switch
            mt={6}
            size="xs"
            label={t('bookingEditor.stay.late')}
            aria-label={labelSuffix ? label(t('bookingEditor.stay.late')) : undefined}
            disabled={readOnly}
            checked={late.field.value as boolean}
            onChange={(event) => late.field.onChange(event.currentTarget.checked)}
          />
        </div>
      </SimpleGrid>
    </Group>
  );
}
