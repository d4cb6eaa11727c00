import { Group, Loader } from '@mantine/core';
import type { LeisureCategoryView } from '@pms/domain';
import { useMemo, useState } from 'react';
import type { CompanyInfoResponse } from '../../../api/types.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useLeisureMonth } from '../hooks/useLeisureMonth.ts';
import { monthGrid, monthOf } from '../utils/monthGrid.ts';
import { DayDialog } from './DayDialog.tsx';
import { DayStateLegend } from './DayStateLegend.tsx';
import { MonthGridView } from './MonthGridView.tsx';
import { MonthToolbar } from './MonthToolbar.tsx';

interface LeisureMonthProps {
  category: LeisureCategoryView;
  /** 'YYYY-MM' */
  month: string;
  propertyToday: string;
  company: CompanyInfoResponse;
  onMonth: (month: string) => void;
}

/** A category's month: navigation, the grid of days and the day's 'Бронирование' dialog. */
export function LeisureMonth({ category, month, propertyToday, company, onMonth }: LeisureMonthProps) {
  const grid = useMemo(() => monthGrid(month), [month]);
  const days = useLeisureMonth(company.id, category.id, grid.start, grid.end);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const can = useCan();
  return (
    <>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <MonthToolbar month={month} onMonth={onMonth} onToday={() => onMonth(monthOf(propertyToday))} />
        <Group gap="sm">
          <DayStateLegend />
          {days.isFetching && <Loader size="xs" />}
        </Group>
      </Group>
      {days.isError && !days.data ? (
        <LoadError error={days.error} onRetry={() => days.refetch()} />
      ) : (
        <MonthGridView
          grid={grid}
          days={days.data}
          propertyToday={propertyToday}
          // A day opens its sale with prices and orders: not for a role that sees no bookings.
          onOpen={can('bookings.view') ? setOpenDay : () => {}}
        />
      )}
      <DayDialog
        category={category}
        date={openDay}
        propertyToday={propertyToday}
        company={company}
        onClose={() => setOpenDay(null)}
      />
    </>
  );
}
