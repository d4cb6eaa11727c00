import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

interface ClockFieldProps extends Omit<TimePickerProps, 'value' | 'onChange' | 'format'> {
  label?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A 24-hour 'HH:mm' time, typed or spun, whatever the browser's locale (native time inputs follow it). */
export function ClockField({ label, value, onChange, ...props }: ClockFieldProps) {
  const { t } = useTranslation();
  const name = label ?? props['aria-label'] ?? '';
  return (
    <TimePicker
      format="24h"
      label={label}
      hoursInputLabel={t('bookingEditor.clock.hours', { name })}
      minutesInputLabel={t('bookingEditor.clock.minutes', { name })}
      {...props}
      value={value}
      onChange={onChange}
    />
  );
}
