import { SimpleGrid } from '@mantine/core';
import { DateInput, TimePicker } from '@mantine/dates';
import { parseRuDate } from '../../../ui/parseRuDate.ts';

/** 'YYYY-MM-DD' (null while the date input is empty) and 'HH:mm' in the property's zone. */
export interface DateTime {
  date: string | null;
  time: string;
}

interface DateTimeFieldProps {
  dateLabel: string;
  timeLabel: string;
  value: DateTime;
  onChange: (value: DateTime) => void;
  required?: boolean;
}

/** One end of a stay or a block: a date typed as DD.MM.YYYY or picked, and a 24-hour time beside it. */
export function DateTimeField({ dateLabel, timeLabel, value, onChange, required }: DateTimeFieldProps) {
  return (
    <SimpleGrid cols={2}>
      <DateInput
        label={dateLabel}
        required={required}
        valueFormat="DD.MM.YYYY"
        dateParser={parseRuDate}
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
      />
      <TimePicker
        format="24h"
        label={timeLabel}
        value={value.time}
        onChange={(time) => onChange({ ...value, time })}
      />
    </SimpleGrid>
  );
}
