import { Alert, Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { toLocal } from '@pms/domain';
import { IconCalendarMonth, IconSearchOff } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyId } from '../../../api/useCompanyId.ts';
import { ComingSoon } from '../../../ui/ComingSoon.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { srOnly } from '../../../ui/srOnly.ts';
import { useIdleAfter } from '../../../ui/useIdleAfter.ts';
import { usePhone } from '../../../ui/usePhone.ts';
import { useCompanyInfo } from '../../admin/company-info/hooks/useCompanyInfo.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useCalendarData } from '../hooks/useCalendarData.ts';
import { useCalendarDialogs } from '../hooks/useCalendarDialogs.ts';
import { useCalendarParams } from '../hooks/useCalendarParams.ts';
import { useCalendarSocket } from '../hooks/useCalendarSocket.ts';
import { useNameWidth } from '../hooks/useNameWidth.ts';
import { usePropertyToday } from '../hooks/usePropertyToday.ts';
import { calendarDays } from '../utils/calendarDays.ts';
import { downloadCalendarExcel } from '../utils/downloadCalendarExcel.ts';
import { homeStart } from '../utils/homeStart.ts';
import { searchFoundNothing } from '../utils/searchFoundNothing.ts';
import { CalendarGrid } from './CalendarGrid.tsx';
import { CalendarToolbar } from './CalendarToolbar.tsx';
import { StatusLegend } from './StatusLegend.tsx';
import { TodayCounters } from './TodayCounters.tsx';

// The dialogs (the booking editor with its forms and their schemas among them) come after the grid's
// first drawing, not before it: a third of the calendar's code, none of it on the screen when it opens
// (issue 31, login → first bar). They are asked for once the first bars are drawn and the page is idle
// (useIdleAfter): asked for at the start, their code and the editor's catalogues arrived with the
// window's data and their evaluation (zod's schemas among it) delayed its first bars by tens of ms.
// A click meanwhile is kept in the dialogs' state and asks for them at once.
const CalendarDialogs = lazy(() =>
  import('./CalendarDialogs.tsx').then((m) => ({ default: m.CalendarDialogs })),
);

// A leisure property's day-and-tariff screen is another screen's code: a hotel's calendar does not load it.
const LeisureCalendarPage = lazy(() =>
  import('../../leisure/components/LeisureCalendarPage.tsx').then((m) => ({
    default: m.LeisureCalendarPage,
  })),
);

const ignoreRange = () => {};

/** The availability calendar screen ('/'): counters, navigation, the timeline and its dialogs. */
export function CalendarPage() {
  const companyInfo = useCompanyInfo();
  if (companyInfo.isPending) return <PageLoader />;
  if (companyInfo.isError)
    return <LoadError error={companyInfo.error} onRetry={() => companyInfo.refetch()} />;
  // A leisure property sells by day and tariff (specification 2.5): no room timeline, socket or period.
  if (companyInfo.data.object_type === 'leisure')
    return (
      <Suspense fallback={<PageLoader />}>
        <LeisureCalendarPage company={companyInfo.data} />
      </Suspense>
    );
  return <CalendarScreen company={companyInfo.data} />;
}

function CalendarScreen({ company }: { company: NonNullable<ReturnType<typeof useCompanyInfo>['data']> }) {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const timeZone = company.timezone;
  const propertyToday = usePropertyToday(timeZone);
  const { period, today, update } = useCalendarParams(propertyToday);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [nameWidth, setNameWidth] = useNameWidth();
  const [homeKey, setHomeKey] = useState(0);
  const [live, setLive] = useState(false);

  const calendarWindow = useMemo(
    () => calendarDays(today, period, timeZone, propertyToday),
    [today, period, timeZone, propertyToday],
  );
  const calendar = useCalendarData(calendarWindow.start, calendarWindow.end, debouncedSearch);
  useCalendarSocket(companyId, true, setLive);
  const categories = calendar.data?.categories ?? [];
  const dialogs = useCalendarDialogs(categories, calendarWindow.days);
  const dialogsWanted = useIdleAfter(calendar.data !== undefined) || dialogs.asked;
  const can = useCan();
  const phone = usePhone();
  // The toolbar and the counters are memoised, with stable props: when the window's data comes, only
  // what shows it draws again (issue 31, the first bars after the data).
  const goToday = useCallback(() => {
    // The clock is read at the click: a screen left open past the property's midnight goes to the new day.
    update({ today: homeStart(toLocal(Date.now() / 1000, timeZone).date) });
    setHomeKey((key) => key + 1);
  }, [update, timeZone]);
  const canSeeMoney = can('bookings.view');
  const excel = useCallback(
    () => void downloadCalendarExcel(calendarWindow.start, calendarWindow.end),
    [calendarWindow.start, calendarWindow.end],
  );
  const legend = useMemo(() => <StatusLegend />, []);
  const stayTimes = useMemo(
    () => ({ checkIn: company.check_in_time, checkOut: company.check_out_time }),
    [company.check_in_time, company.check_out_time],
  );

  return (
    <Stack
      gap={phone ? 'xs' : 'sm'}
      style={{ height: 'calc(100dvh - var(--app-shell-header-height, 60px) - 2 * var(--app-shell-padding))' }}
    >
      {/* The page's h1 (issue 30): the design names the screen only in the navigation. */}
      <h1 style={srOnly}>{t('nav.calendar')}</h1>
      {/* A phone folds the counters and the legend and keeps the toolbar to one row (issue 28, item 12). */}
      <TodayCounters collapsible={phone}>{legend}</TodayCounters>
      <CalendarToolbar
        compact={phone}
        today={today}
        period={period}
        search={search}
        live={live}
        onChange={update}
        onToday={goToday}
        onSearch={setSearch}
        onFindRoom={can('bookings.edit') ? dialogs.openFinder : undefined}
        onExcel={canSeeMoney ? excel : undefined}
      />

      {calendar.data && !calendar.isPlaceholderData && searchFoundNothing(categories, debouncedSearch) && (
        <Alert
          variant="light"
          color="gray"
          icon={<IconSearchOff size={18} />}
          role="status"
          data-testid="calendar-search-empty"
        >
          {t('calendar.toolbar.searchNothing', { search: debouncedSearch })}
        </Alert>
      )}
      {calendar.isError && !calendar.data ? (
        <LoadError error={calendar.error} onRetry={() => calendar.refetch()} />
      ) : calendar.data && categories.length === 0 && !debouncedSearch ? (
        <ComingSoon
          level={2}
          icon={<IconCalendarMonth />}
          title={t('calendar.grid.empty')}
          description={t('calendar.grid.emptyDescription')}
          action={
            <Button component={Link} to="/admin/categories" variant="light">
              {t('calendar.grid.goToCategories')}
            </Button>
          }
        />
      ) : (
        <CalendarGrid
          categories={categories}
          days={calendarWindow.days}
          end={calendarWindow.end}
          timeZone={timeZone}
          stayTimes={stayTimes}
          nameWidth={nameWidth}
          onNameWidth={setNameWidth}
          // A role that may neither reserve nor close a room selects nothing.
          onSelectRange={can('bookings.edit') || can('repairs.edit') ? dialogs.selectRange : ignoreRange}
          onOpenItem={dialogs.openItem}
          onDropBar={can('bookings.edit') ? dialogs.dropBar : undefined}
          onHourly={dialogs.openHourly}
          homeKey={homeKey}
          propertyToday={propertyToday}
        />
      )}
      {dialogsWanted && (
        <Suspense fallback={null}>
          <CalendarDialogs state={dialogs} company={company} categories={categories} />
        </Suspense>
      )}
    </Stack>
  );
}
