import { Paper, Text } from '@mantine/core';
import { type LeisureDayView, leisureWeekdays } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../ui/usePhone.ts';
import type { MonthGrid } from '../utils/monthGrid.ts';
import { DayCell } from './DayCell.tsx';

interface MonthGridViewProps {
  grid: MonthGrid;
  /** The month's days by date; undefined while the first answer loads. */
  days: Map<string, LeisureDayView> | undefined;
  propertyToday: string;
  onOpen: (date: string) => void;
}

/** Seven columns from Monday (specification 2.5); every row a week, every cell a day's 'free / total'. */
export function MonthGridView({ grid, days, propertyToday, onOpen }: MonthGridViewProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const gap = phone ? 3 : 6;
  return (
    <Paper withBorder radius="md" p={phone ? 4 : 'sm'} data-testid="leisure-grid">
      <div
        style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap }}
        aria-busy={days === undefined}
      >
        {leisureWeekdays.map((key, i) => (
          <Text
            key={key}
            size="xs"
            fw={600}
            ta="center"
            c={i >= 5 ? 'red.7' : 'dimmed'}
            tt="uppercase"
            pb={2}
          >
            {t(`leisure.weekdays.${key}`)}
          </Text>
        ))}
        {grid.weeks.flat().map((day) => (
          <DayCell
            key={day.date}
            day={day}
            stock={days?.get(day.date)}
            loading={days === undefined}
            past={day.date < propertyToday}
            today={day.date === propertyToday}
            phone={phone}
            onOpen={onOpen}
          />
        ))}
      </div>
    </Paper>
  );
}
