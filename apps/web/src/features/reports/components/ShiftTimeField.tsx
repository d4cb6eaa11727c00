import { TimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

interface ShiftTimeFieldProps {
  label: string;
  /** Read by screen readers: 'Начало смены', 'Конец смены'. */
  ariaLabel: string;
  value: string;
  onChange: (value: string) => void;
}

/** The shift's 'с' or 'по' on 24-hour time; cleared, it is the day's start or end. */
export function ShiftTimeField({ label, ariaLabel, value, onChange }: ShiftTimeFieldProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      format="24h"
      label={label}
      aria-label={ariaLabel}
      hoursInputLabel={t('bookingEditor.clock.hours', { name: ariaLabel })}
      minutesInputLabel={t('bookingEditor.clock.minutes', { name: ariaLabel })}
      clearable
      w={110}
      value={value}
      // A time typed halfway is not a shift yet: only a whole 'HH:mm' (or nothing) reaches the URL.
      onChange={(next) => {
        const time = next.slice(0, 5);
        if (next === '' || /^\d{2}:\d{2}$/.test(time)) onChange(next === '' ? '' : time);
      }}
    />
  );
}
