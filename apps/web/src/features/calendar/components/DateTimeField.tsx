import { SimpleGrid } from '@mantine/core';
import { DateInput, TimePicker } from '@mantine/dates';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { parseRuDate } from '../../../ui/parseRuDate.ts';
import type { DateTime } from '../types/dateTime.ts';

interface DateTimeFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** A field whose value is a DateTime. */
  name: Path<T>;
  dateLabel: string;
  timeLabel: string;
  required?: boolean;
}

/** One end of a stay or a block: a date typed as DD.MM.YYYY or picked, and a 24-hour time beside it. */
export function DateTimeField<T extends FieldValues, TOut>({
  control,
  name,
  dateLabel,
  timeLabel,
  required,
}: DateTimeFieldProps<T, TOut>) {
  const { field } = useController({ control, name });
  const value = field.value as DateTime;
  return (
    <SimpleGrid cols={2}>
      <DateInput
        label={dateLabel}
        required={required}
        valueFormat="DD.MM.YYYY"
        dateParser={parseRuDate}
        value={value.date}
        onChange={(date) => field.onChange({ ...value, date })}
      />
      <TimePicker
        format="24h"
        label={timeLabel}
        value={value.time}
        onChange={(time) => field.onChange({ ...value, time })}
      />
    </SimpleGrid>
  );
}
