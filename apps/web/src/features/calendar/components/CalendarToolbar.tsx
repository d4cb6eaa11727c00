import { ActionIcon, Button, Group, SegmentedControl, TextInput, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { addDays, formatDay } from '@pms/domain';
import {
  IconBedFlat,
  IconCalendar,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconPlugConnected,
  IconPlugConnectedX,
  IconSearch,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
}

/** Day arrows, the current-date dialog, the period, search and the Excel export of the calendar. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { t } = useTranslation();
  const [dateOpened, dateDialog] = useDisclosure(false);
  const { today, period, onChange } = props;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
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
            leftSection={<IconCalendar size={16} />}
            onClick={dateDialog.open}
            aria-label={t('calendar.toolbar.pickDate')}
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
          <Button variant="default" onClick={props.onToday}>
            {t('calendar.toolbar.today')}
          </Button>
        </Group>
        <SegmentedControl
          aria-label={t('calendar.toolbar.period')}
          value={String(period)}
          onChange={(value) => onChange({ period: Number(value) })}
          data={calendarPeriods.map((days) => ({
            value: String(days),
            label: t('calendar.toolbar.periodDays', { count: days }),
          }))}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <TextInput
          aria-label={t('calendar.toolbar.search')}
          placeholder={t('calendar.toolbar.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={props.search}
          onChange={(event) => props.onSearch(event.currentTarget.value)}
          w={260}
          maw="100%"
        />
        {props.onFindRoom && (
          <Button variant="light" leftSection={<IconBedFlat size={16} />} onClick={props.onFindRoom}>
            {t('calendar.toolbar.findRoom')}
          </Button>
        )}
        {props.onExcel && (
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={props.onExcel}>
            {t('calendar.toolbar.excel')}
          </Button>
        )}
        {props.live !== null && (
          <Tooltip label={props.live ? t('calendar.toolbar.live') : t('calendar.toolbar.offline')}>
            {props.live ? (
              <IconPlugConnected size={20} color="var(--mantine-color-teal-6)" data-testid="live-on" />
            ) : (
              <IconPlugConnectedX size={20} color="var(--mantine-color-gray-5)" />
            )}
          </Tooltip>
        )}
      </Group>
      <DateDialog
        opened={dateOpened}
        value={today}
        onClose={dateDialog.close}
        onSave={(date) => {
          onChange({ today: date });
          dateDialog.close();
        }}
      />
    </Group>
  );
}
