import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { clockInZone, fromLocal, toLocal } from '@pms/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyInfoResponse } from '../../../api/types.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { parseRuDate } from '../../../ui/parseRuDate.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import type { HourlyTarget } from '../hooks/useCalendarDialogs.ts';
import { useHourBookings } from '../hooks/useHourBookings.ts';
import { useReserve } from '../hooks/useReserve.ts';
import type { DraftBooking } from '../types/calendarTypes.ts';
import { formatInstant } from '../utils/formatInstant.ts';
import { hourCells } from '../utils/hourCells.ts';
import { pickHours } from '../utils/pickHours.ts';
import { HourCellsRow } from './HourCellsRow.tsx';

const HOURS = 24;
const hourOptions = Array.from({ length: HOURS }, (_, h) => {
  const value = String(h).padStart(2, '0');
  return { value, label: `${value}:00` };
});

interface HourlyDialogProps {
  target: HourlyTarget | null;
  company: CompanyInfoResponse;
  onClose: () => void;
  onDraft: (draft: DraftBooking, where: { roomName: string; bedName: string | null }) => void;
}

/** 'Бронирование по часам' (specification 2.4): 24 hourly cells of one room and an hourly reserve. */
export function HourlyDialog({ target, company, onClose, onDraft }: HourlyDialogProps) {
  const { t } = useTranslation();
  const tz = company.timezone;
  const [windowStart, setWindowStart] = useState(0);
  const [twelve, setTwelve] = useState(false);
  const [anchor, setAnchor] = useState<number | null>(null);
  const [range, setRange] = useState<{ from: number; to: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reserve = useReserve(target?.categoryId ?? null, target);
  // A role without 'bookings.edit' sees the hours taken and picks none: nothing to reserve.
  const mayReserve = useCan()('bookings.edit');

  useEffect(() => {
    if (!target) return;
    // The window opens at the property's current hour, not the browser's.
    const now = toLocal(Date.now() / 1000, tz);
    setWindowStart(fromLocal(now.date, `${now.time.slice(0, 2)}:00`, tz));
    setAnchor(null);
    setRange(null);
    setConfirming(false);
    setError(null);
  }, [target, tz]);

  const holds = useHourBookings(target?.room.id ?? null, windowStart, windowStart + HOURS * 3600);
  const cells = useMemo(() => hourCells(windowStart, HOURS, holds.data ?? []), [windowStart, holds.data]);
  const clock = useMemo(() => clockInZone(tz), [tz]);

  const shift = (hours: number) => {
    setWindowStart((s) => s + hours * 3600);
    setAnchor(null);
    setRange(null);
  };
  const onCell = (index: number) => {
    if (!mayReserve) return;
    setError(null);
    if (!twelve && anchor === null) {
      setAnchor(index);
      setRange(pickHours(cells, index, null, false));
      return;
    }
    const picked = pickHours(cells, index, anchor, twelve);
    setAnchor(null);
    setRange(picked);
    if (picked) setConfirming(true);
  };
  const checkIn = range ? (cells[range.from]?.start ?? 0) : 0;
  const checkOut = range ? (cells[range.to]?.end ?? 0) : 0;

  const onReserve = () => {
    if (!target || !range) return;
    reserve.mutate(
      { check_in: checkIn, check_out: checkOut, room: target.room.id, is_time: true },
      {
        onSuccess: (draft) => {
          notifySuccess(t('calendar.newBooking.reserved'));
          setConfirming(false);
          onDraft(draft, { roomName: target.room.name, bedName: null });
        },
        onError: (e) => {
          setConfirming(false);
          setError(errorMessage(e));
        },
      },
    );
  };

  return (
    <>
      <Modal opened={target !== null} onClose={onClose} title={t('calendar.hourly.title')} size="auto">
        {target && (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t('calendar.hourly.room', { room: target.room.name })}</Text>
              <Group gap="xs">
                <DateInput
                  aria-label={t('calendar.hourly.date')}
                  valueFormat="DD.MM.YYYY"
                  dateParser={parseRuDate}
                  value={toLocal(windowStart || Date.now() / 1000, tz).date}
                  onChange={(date) => {
                    if (date) setWindowStart(fromLocal(date, clock(windowStart), tz));
                    setRange(null);
                    setAnchor(null);
                  }}
                  w={140}
                />
                <Select
                  aria-label={t('calendar.hourly.startHour')}
                  data={hourOptions}
                  value={clock(windowStart || Date.now() / 1000).slice(0, 2)}
                  onChange={(hour) => {
                    if (!hour) return;
                    setWindowStart(fromLocal(toLocal(windowStart, tz).date, `${hour}:00`, tz));
                    setRange(null);
                    setAnchor(null);
                  }}
                  allowDeselect={false}
                  w={90}
                />
              </Group>
            </Group>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('calendar.hourly.earlier')}>
                <ActionIcon
                  variant="default"
                  onClick={() => shift(-1)}
                  aria-label={t('calendar.hourly.earlier')}
                >
                  <IconChevronLeft size={16} />
                </ActionIcon>
              </Tooltip>
              <HourCellsRow
                cells={cells}
                range={range}
                clock={clock}
                onCell={onCell}
                takenLabel={t('calendar.hourly.taken')}
              />
              <Tooltip label={t('calendar.hourly.later')}>
                <ActionIcon
                  variant="default"
                  onClick={() => shift(1)}
                  aria-label={t('calendar.hourly.later')}
                >
                  <IconChevronRight size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            {mayReserve && (
              <Checkbox
                label={t('calendar.hourly.twelveHours')}
                checked={twelve}
                onChange={(event) => {
                  setTwelve(event.currentTarget.checked);
                  setAnchor(null);
                  setRange(null);
                }}
              />
            )}
            {mayReserve && (
              <Text size="sm" c="dimmed">
                {t('calendar.hourly.hint')}
              </Text>
            )}
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        )}
      </Modal>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('calendar.hourly.reserveTitle')}
        zIndex={300}
      >
        <Stack gap="xs">
          <Text>
            {t('calendar.hourly.checkIn')}: <b>{formatInstant(checkIn, tz)}</b>
          </Text>
          <Text>
            {t('calendar.hourly.checkOut')}: <b>{formatInstant(checkOut, tz)}</b>
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('calendar.hourly.cancel')}
            </Button>
            <Button onClick={onReserve} loading={reserve.isPending}>
              {t('calendar.hourly.reserve')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
