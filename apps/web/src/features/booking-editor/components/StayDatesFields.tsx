import { Group, SimpleGrid, Switch } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { earlyLateFlags, formatDay } from '@pms/domain';
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
/** The dates field's name: its label, then the range as the field shows it ('18.07.2027 – 20.07.2027'). */
function datesName(label: string, from: unknown, to: unknown): string {
  const shown = [from, to].filter((d): d is string => typeof d === 'string' && d !== '').map(formatDay);
  return shown.length ? `${label}, ${shown.join(' – ')}` : label;
}

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
        // A room's row names its room; the dates shown are part of the name, as they are seen (WCAG 2.5.3).
        aria-label={
          labelSuffix
            ? datesName(label(t('bookingEditor.stay.dates')), checkIn.field.value, checkOut.field.value)
            : undefined
        }
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
        <TimeWithMarker
          time={inTime}
          marker={early}
          timeLabel={t('bookingEditor.stay.checkInTime')}
          markerLabel={t('bookingEditor.stay.early')}
          ariaLabel={labelSuffix ? label : undefined}
          disabled={readOnly}
          onTime={(value) => syncFlags(value, getValues(at('check_out_time')))}
        />
        <TimeWithMarker
          time={outTime}
          marker={late}
          timeLabel={t('bookingEditor.stay.checkOutTime')}
          markerLabel={t('bookingEditor.stay.late')}
          ariaLabel={labelSuffix ? label : undefined}
          disabled={readOnly}
          onTime={(value) => syncFlags(getValues(at('check_in_time')), value)}
        />
      </SimpleGrid>
    </Group>
  );
}

type Controller = ReturnType<typeof useController<GroupValues>>;

/** A check-in or check-out time with its 'Ранний заезд' / 'Поздний выезд' marker below it. */
function TimeWithMarker(props: {
  time: Controller;
  marker: Controller;
  timeLabel: string;
  markerLabel: string;
  /** Screen-reader names for a group's room ('…, Номер 101'); absent for a single booking. */
  ariaLabel?: (text: string) => string;
  disabled: boolean;
  /** A new time was picked: the markers follow it. */
  onTime: (value: string) => void;
}) {
  const { time, marker, timeLabel, markerLabel, ariaLabel, disabled } = props;
  return (
    <div>
      <ClockField
        label={timeLabel}
        aria-label={ariaLabel?.(timeLabel)}
        ref={time.field.ref}
        name={time.field.name}
        disabled={disabled}
        value={time.field.value as string}
        onChange={(value) => {
          time.field.onChange(value);
          if (value) props.onTime(value);
        }}
        onBlur={time.field.onBlur}
        error={time.fieldState.error?.message}
      />
      <Switch
        mt={6}
        size="xs"
        label={markerLabel}
        aria-label={ariaLabel?.(markerLabel)}
        disabled={disabled}
        checked={marker.field.value as boolean}
        onChange={(event) => marker.field.onChange(event.currentTarget.checked)}
      />
    </div>
  );
}
