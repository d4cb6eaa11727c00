import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  Stack,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { addDays, formatDay } from '@pms/domain';
import {
  IconAdjustmentsHorizontal,
  IconBedFlat,
  IconCalendar,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconPlugConnected,
  IconPlugConnectedX,
  IconSearch,
} from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { memo, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys.ts';
import { PlainSegmented } from '../../../ui/PlainSegmented.tsx';
import { calendarPeriods } from '../utils/calendarPeriods.ts';
import { DateDialog } from './DateDialog.tsx';

interface CalendarToolbarProps {
  today: string;
  period: number;
  search: string;
  live: boolean | null;
  onChange: (next: { period?: number; today?: string }) => void;
  /** Moves the window back to the property's today. */
  onToday: () => void;
  onSearch: (value: string) => void;
  /** The Excel export; absent for a role that sees no money (the export carries amounts and debts). */
  onExcel?: () => void;
  /** 'Найти свободный номер' (issue 28, item 9); absent for a role that may not reserve. */
  onFindRoom?: () => void;
  /**
   * A phone: one row of day arrows, date and 'Сегодня', with the period, search and export behind a
   * button, so the grid keeps the screen (issue 28, item 12).
   */
  compact?: boolean;
}

/**
 * The calendar is being asked again: a small spinner by the live mark. It watches the calendar's queries
 * itself, so the toolbar does not draw again when a window's data comes (issue 31).
 */
function FetchingMark() {
  return useIsFetching({ queryKey: queryKeys.calendar }) > 0 ? <Loader size="xs" /> : null;
}

/**
 * Day arrows, the current-date dialog, the period, search and the Excel export of the calendar. Memoised:
 * its Mantine buttons, tooltips and inputs draw only when what they show changes.
 */
export const CalendarToolbar = memo(function CalendarToolbar(props: CalendarToolbarProps) {
  const { t } = useTranslation();
  const [dateOpened, dateDialog] = useDisclosure(false);
  // The date dialog (a modal with its month) is made on its first opening, then kept for its closing
  // animation.
  const [dateWanted, setDateWanted] = useState(false);
  if (dateOpened && !dateWanted) setDateWanted(true);
  const [moreOpened, more] = useDisclosure(false);
  const { today, period, onChange, compact } = props;
  const wide = useMediaQuery('(min-width: 1600px)') ?? false;
  const days = (
    <Group gap={compact ? 6 : 'xs'} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('calendar.toolbar.previousDay')}
        onClick={() => onChange({ today: addDays(today, -1) })}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Button
        variant="default"
        px={compact ? 'xs' : undefined}
        leftSection={compact ? undefined : <IconCalendar size={16} />}
        onClick={dateDialog.open}
        // The date it shows, then what it does: the visible text is in the name (WCAG 2.5.3).
        aria-label={`${formatDay(today)}, ${t('calendar.toolbar.pickDate').toLowerCase()}`}
        data-testid="calendar-date"
      >
        {formatDay(today)}
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('calendar.toolbar.nextDay')}
        onClick={() => onChange({ today: addDays(today, 1) })}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
      <Button variant="default" px={compact ? 'xs' : undefined} onClick={props.onToday}>
        {t('calendar.toolbar.today')}
      </Button>
    </Group>
  );
  const periods = (
    <PlainSegmented
      aria-label={t('calendar.toolbar.period')}
      value={String(period)}
      onChange={(value) => onChange({ period: Number(value) })}
      data={calendarPeriods.map((count) => ({
        value: String(count),
        label: t('calendar.toolbar.periodDays', { count }),
      }))}
    />
  );
  const search = (
    <TextInput
      aria-label={t('calendar.toolbar.search')}
      placeholder={t('calendar.toolbar.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={props.search}
      onChange={(event) => props.onSearch(event.currentTarget.value)}
      // It takes the room the row leaves, up to 260 px, so the whole toolbar is one row at 1366 px
      // (issue 28, item 11).
      w={compact ? '100%' : undefined}
      style={compact ? undefined : { flex: '1 1 170px', maxWidth: 260 }}
      maw="100%"
    />
  );
  // Below a wide screen the finder and the export are icons named by their tooltip, so the toolbar stays
  // one row at 1366 px and the grid keeps its rooms (issue 28, item 11); a phone lists them in full.
  const labelled = (label: string, icon: ReactNode, onClick: () => void) =>
    compact || wide ? (
      <Button variant="light" leftSection={icon} onClick={onClick}>
        {label}
      </Button>
    ) : (
      <Tooltip label={label}>
        <ActionIcon variant="light" size="lg" aria-label={label} onClick={onClick}>
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  const findRoom =
    props.onFindRoom && labelled(t('calendar.toolbar.findRoom'), <IconBedFlat size={16} />, props.onFindRoom);
  const excel =
    props.onExcel && labelled(t('calendar.toolbar.excel'), <IconDownload size={16} />, props.onExcel);
  const spinner = <FetchingMark />;
  const live = props.live !== null && (
    <Tooltip label={props.live ? t('calendar.toolbar.live') : t('calendar.toolbar.offline')}>
      {props.live ? (
        <IconPlugConnected size={20} color="var(--mantine-color-teal-6)" data-testid="live-on" />
      ) : (
        <IconPlugConnectedX size={20} color="var(--mantine-color-gray-5)" />
      )}
    </Tooltip>
  );
  const dateDialogView = dateWanted && (
    <DateDialog
      opened={dateOpened}
      value={today}
      onClose={dateDialog.close}
      onSave={(date) => {
        onChange({ today: date });
        dateDialog.close();
      }}
    />
  );
  if (compact)
    return (
      <Group justify="space-between" gap={6} wrap="nowrap">
        {days}
        {/* A search in force is marked on the button that hides it. The mark wraps the popover, so the
            popover's aria-haspopup lands on the button, not on the mark's div (axe: not allowed there). */}
        <Indicator disabled={!props.search.trim()} size={8} offset={4}>
          <Popover opened={moreOpened} onChange={more.set} position="bottom-end" shadow="md" withinPortal>
            <Popover.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('calendar.toolbar.more')}
                aria-expanded={moreOpened}
                onClick={more.toggle}
              >
                <IconAdjustmentsHorizontal size={18} />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown maw="calc(100vw - 16px)">
              <Stack gap="sm">
                {periods}
                {search}
                {findRoom}
                <Group justify="space-between" wrap="nowrap">
                  {excel}
                  {live}
                </Group>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Indicator>
        {dateDialogView}
      </Group>
    );
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        {days}
        {periods}
      </Group>
      <Group gap="xs" wrap="wrap" justify="flex-end" style={{ flex: '1 1 390px' }}>
        {search}
        {findRoom}
        {excel}
        {live}
        {spinner}
      </Group>
      {dateDialogView}
    </Group>
  );
});
