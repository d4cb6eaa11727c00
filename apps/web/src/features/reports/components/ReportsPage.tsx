import '@mantine/charts/styles.css';
import { Tabs } from '@mantine/core';
import type { Permission } from '@pms/domain';
import { IconBrush, IconCalendarStats, IconCash, IconChartAreaLine, IconCoins } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useCan } from '../../auth/hooks/useCan.ts';
import { usePropertyToday } from '../hooks/usePropertyToday.ts';
import { useReportQuery } from '../hooks/useReportQuery.ts';
import type { ReportTabProps } from '../types/reportTabProps.ts';
import type { ReportTab } from '../types/reportTypes.ts';
import { CashTab } from './CashTab.tsx';
import { ForecastTab } from './ForecastTab.tsx';
import { HousekeepingTab } from './HousekeepingTab.tsx';
import { OccupancyTab } from './OccupancyTab.tsx';
import { RevenueTab } from './RevenueTab.tsx';

const tabs: {
  value: ReportTab;
  icon: ComponentType<{ size?: number }>;
  Panel: ComponentType<ReportTabProps>;
  /** Who sees the tab (domain roles.ts): a manager every report, the front desk its cash. */
  needs: Permission;
  /** A hotel's only: a leisure object has no rooms to fill, forecast or clean. */
  hotel?: true;
}[] = [
  { value: 'occupancy', icon: IconChartAreaLine, Panel: OccupancyTab, needs: 'reports.view', hotel: true },
  { value: 'revenue', icon: IconCoins, Panel: RevenueTab, needs: 'reports.view', hotel: true },
  { value: 'cash', icon: IconCash, Panel: CashTab, needs: 'reports.cash' },
  { value: 'forecast', icon: IconCalendarStats, Panel: ForecastTab, needs: 'reports.view', hotel: true },
  // Issue 33: the supervisor's (and a manager's) housekeeping reports.
  {
    value: 'housekeeping',
    icon: IconBrush,
    Panel: HousekeepingTab,
    needs: 'housekeeping.assign',
    hotel: true,
  },
];

/** 'Отчёты' (/reports): a manager's figures, dated by the property's calendar. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { info, timeZone, today } = usePropertyToday();
  // A leisure object has no rooms to fill or stays to forecast, and the front desk sees only its shift.
  // useCan is called on every render: behind `||` a leisure company skipped it once its data came, and
  // React failed on the changed count of hooks (error #300, found by the accessibility journey).
  const can = useCan();
  const leisure = info.data?.object_type === 'leisure';
  const shown = tabs.filter((tab) => can(tab.needs) && !(leisure && tab.hotel));
  return (
    <>
      <PageHeader
        title={t('reports.title')}
        description={t(leisure ? 'reports.descriptionLeisure' : 'reports.description')}
      />
      {info.isPending ? <PageLoader /> : null}
      {info.isError ? <LoadError error={info.error} onRetry={() => info.refetch()} /> : null}
      {timeZone && today && shown.length > 0 ? (
        <ReportTabs today={today} timeZone={timeZone} shown={shown} />
      ) : null}
    </>
  );
}

function ReportTabs({ today, timeZone, shown }: { today: string; timeZone: string; shown: typeof tabs }) {
  const { t } = useTranslation();
  const { query, update } = useReportQuery(today);
  const open = shown.some((tab) => tab.value === query.tab) ? query.tab : shown[0]!.value;
  return (
    // Only the open tab is mounted, so only its report is asked for.
    <Tabs value={open} onChange={(tab) => tab && update({ tab: tab as ReportTab })} keepMounted={false}>
      <Tabs.List aria-label={t('reports.tabsLabel')} mb="md">
        {shown.map(({ value, icon: Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
            {t(`reports.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map(({ value, Panel }) => (
        <Tabs.Panel key={value} value={value}>
          <Panel query={{ ...query, tab: open }} today={today} timeZone={timeZone} onChange={update} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
