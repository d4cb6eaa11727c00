import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Period, type PeriodPresetKey, periodPresets } from '../utils/periodPresets.ts';

interface PeriodPickerProps {
  value: Period;
  /** The property's today, which the presets count from. */
  today: string;
  onChange: (period: Period) => void;
  /** The presets offered; by default the past-looking ones of occupancy and revenue. */
  presetKeys?: readonly PeriodPresetKey[];
}

const phoneStyles = {
  datePickerRoot: { flexDirection: 'column' },
  presetsList: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    borderInlineEnd: 0,
    paddingInlineEnd: 0,
    marginInlineEnd: 0,
    marginBottom: 8,
  },
} as const;

const reportPresets: readonly PeriodPresetKey[] = ['thisMonth', 'lastMonth', 'last30', 'thisYear'];

/**
 * The report's period: a range of local dates, or a preset ('Этот месяц', 'Прошлый месяц', 'Последние
 * 30 дней', 'Этот год'). A half-picked range changes nothing until its second day is chosen.
 */
export function PeriodPicker({ value, today, onChange, presetKeys = reportPresets }: PeriodPickerProps) {
  const { t } = useTranslation();
  // On a phone the presets and the month do not fit a dropdown beside the field.
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const presets = useMemo(() => {
    const periods = periodPresets(today);
    return presetKeys.map((key) => ({
      label: t(`reports.presets.${key}`),
      value: [periods[key].start, periods[key].end] as [string, string],
    }));
  }, [today, t, presetKeys]);
  // The half-picked range lives here until its second day is chosen; the URL keeps only whole periods.
  const [draft, setDraft] = useState<[string | null, string | null]>([value.start, value.end]);
  useEffect(() => setDraft([value.start, value.end]), [value.start, value.end]);
  return (
    <DatePickerInput
      type="range"
      label={t('reports.period')}
      leftSection={<IconCalendar size={16} />}
      valueFormat="DD.MM.YYYY"
      w={250}
      allowSingleDateInRange
      presets={presets}
      dropdownType={phone ? 'modal' : 'popover'}
      // On a phone the presets sit above the month, in rows, instead of a column beside it.
      styles={phone ? phoneStyles : undefined}
      value={draft}
      onChange={([start, end]) => {
        setDraft([start, end]);
        if (start && end) onChange({ start, end });
      }}
      onDropdownClose={() => setDraft([value.start, value.end])}
      data-testid="report-period"
    />
  );
}
