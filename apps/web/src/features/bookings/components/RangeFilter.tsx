import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useEffect, useState } from 'react';

interface RangeFilterProps {
  label: string;
  placeholder: string;
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
}

/**
 * A date range filter. The list changes once the range is whole (both days picked) or cleared, not on
 * the first click of a range still being picked; one day is a range of that day.
 */
export function RangeFilter({ label, placeholder, from, to, onChange }: RangeFilterProps) {
  const [value, setValue] = useState<DatesRangeValue<string>>([from, to]);
  useEffect(() => setValue([from, to]), [from, to]);
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={placeholder}
      valueFormat="DD.MM.YYYY"
      allowSingleDateInRange
      clearable
      value={value}
      onChange={(next) => {
        setValue(next);
        const [start, end] = next;
        if ((start && end) || (!start && !end)) onChange(start, end);
      }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
