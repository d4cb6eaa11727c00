import { ActionIcon, Button, Checkbox, Group, Modal, Select, Stack, Text, Tooltip } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { clockInZone, formatDay, fromLocal, type ReserveInput, toLocal } from '@pms/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CompanyInfoResponse } from '../../../api/types.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { parseRuDate } from '../../../ui/parseRuDate.ts';
import { usePhone } from '../../../ui/usePhone.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import { RestrictionOverride } from '../../booking-editor/components/RestrictionOverride.tsx';
import { restrictionRefusal } from '../../booking-editor/utils/restrictionRefusal.ts';
import type { HourlyTarget } from '../hooks/useCalendarDialogs.ts';
import { useDialogForm } from '../hooks/useDialogForm.ts';
import { useHourBookings } from '../hooks/useHourBookings.ts';
import { useReserve } from '../hooks/useReserve.ts';
import type { DraftBooking } from '../types/calendarTypes.ts';
import { formatInstant } from '../utils/formatInstant.ts';
import { hourCells } from '../utils/hourCells.ts';
import { hourlyFormSchema } from '../utils/hourlyFormSchema.ts';
import { hourlyWindowStart } from '../utils/hourlyWindowStart.ts';
import { pickHours } from '../utils/pickHours.ts';
import { HourCellsRow } from './HourCellsRow.tsx';

const HOURS = 24;
const hourOptions = Array.from({ length: HOURS }, (_, h) => {
  const value = String(h).padStart(2, '0');
  return { value, label: `${value}:00` };
});

/** No hours picked. */
const none = { check_in: 0, check_out: 0 };

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
  const form = useDialogForm(hourlyFormSchema(target?.room.id), { start: 0, twelve: false, ...none });
  const [windowStart, twelve, checkIn, checkOut] = useWatch({
    control: form.control,
    name: ['start', 'twelve', 'check_in', 'check_out'],
  });

  /** The first click of a range picked in two, until the second. */
  const [anchor, setAnchor] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** A reserve refused for the rate plan's restrictions, offered to be overridden (with what was sent). */
  const [refused, setRefused] = useState<{ message: string; input: ReserveInput } | null>(null);
  const reserve = useReserve(target?.categoryId ?? null, target);
  // A role without 'bookings.edit' sees the hours taken and picks none: nothing to reserve.
  const mayReserve = useCan()('bookings.edit');
  // The 24-hour strip is 840 px: a phone gets the dialog's full width and the hours in rows of six.
  const phone = usePhone();

  useEffect(() => {
    if (!target) return;
    // The window opens at the property's current hour, not the browser's; '12 часов' stays as it was.
    const now = Date.now() / 1000;
    const start = hourlyWindowStart(toLocal(now, tz).date, tz, now);
    form.reset({ start, twelve: form.getValues('twelve'), ...none });
    setAnchor(null);
    setConfirming(false);
    setRefused(null);
  }, [target, tz, form]);

  const holds = useHourBookings(target?.room.id ?? null, windowStart, windowStart + HOURS * 3600);
  const cells = useMemo(() => hourCells(windowStart, HOURS, holds.data ?? []), [windowStart, holds.data]);
  const clock = useMemo(() => clockInZone(tz), [tz]);
  const range = checkIn
    ? { from: cells.findIndex((c) => c.start === checkIn), to: cells.findIndex((c) => c.end === checkOut) }
    : null;

  /** Picks hours of the window shown (or none); a new window or a new pick starts a range afresh. */
  const pick = (picked: { from: number; to: number } | null) => {
    setRefused(null);
    form.setValue('check_in', picked ? (cells[picked.from]?.start ?? 0) : 0);
    form.setValue('check_out', picked ? (cells[picked.to]?.end ?? 0) : 0);
  };
  const showFrom = (start: number) => {
    form.setValue('start', start);
    setAnchor(null);
    pick(null);
  };
  const onCell = (index: number) => {
    if (!mayReserve) return;
    form.clearErrors();
    if (!twelve && anchor === null) {
      setAnchor(index);
      pick(pickHours(cells, index, null, false));
      return;
    }
    const picked = pickHours(cells, index, anchor, twelve);
    setAnchor(null);
    pick(picked);
    if (picked) setConfirming(true);
  };

  const send = (input: ReserveInput) => {
    if (!target) return;
    reserve.mutate(input, {
      onSuccess: (draft) => {
        notifySuccess(t('calendar.newBooking.reserved'));
        setConfirming(false);
        setRefused(null);
        onDraft(draft, { roomName: target.room.name, bedName: null });
      },
      onError: (e) => {
        setConfirming(false);
        // A broken restriction shows with its override, as the calendar's reserve does.
        const message = restrictionRefusal(e);
        setRefused(message ? { message, input } : null);
        if (!message) form.setError('root', { message: errorMessage(e) });
      },
    });
  };
  const onReserve = form.handleSubmit((input) => send(input));

  return (
    <>
      <Modal
        opened={target !== null}
        onClose={onClose}
        title={t('calendar.hourly.title')}
        size={phone ? '100%' : 'auto'}
      >
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
                  // Another date's strip starts at its morning, today's at the current hour (issue 28, item 7).
                  onChange={(date) =>
                    showFrom(date ? hourlyWindowStart(date, tz, Date.now() / 1000) : windowStart)
                  }
                  w={140}
                />
                <Select
                  aria-label={t('calendar.hourly.startHour')}
                  data={hourOptions}
                  value={clock(windowStart || Date.now() / 1000).slice(0, 2)}
                  onChange={(hour) => {
                    if (hour) showFrom(fromLocal(toLocal(windowStart, tz).date, `${hour}:00`, tz));
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
                  onClick={() => showFrom(windowStart - 3600)}
                  aria-label={t('calendar.hourly.earlier')}
                >
                  <IconChevronLeft size={16} />
                </ActionIcon>
              </Tooltip>
              <HourCellsRow
                cells={cells}
                range={range}
                clock={clock}
                dayOf={(seconds) => formatDay(toLocal(seconds, tz).date).slice(0, 5)}
                onCell={onCell}
                takenLabel={t('calendar.hourly.taken')}
                perRow={phone ? 6 : undefined}
              />
              <Tooltip label={t('calendar.hourly.later')}>
                <ActionIcon
                  variant="default"
                  onClick={() => showFrom(windowStart + 3600)}
                  aria-label={t('calendar.hourly.later')}
                >
                  <IconChevronRight size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            {mayReserve && (
              <Controller
                control={form.control}
                name="twelve"
                render={({ field }) => (
                  <Checkbox
                    label={t('calendar.hourly.twelveHours')}
                    checked={field.value}
                    onChange={(event) => {
                      field.onChange(event.currentTarget.checked);
                      setAnchor(null);
                      pick(null);
                    }}
                  />
                )}
              />
            )}
            {mayReserve && (
              <Text size="sm" c="dimmed">
                {t('calendar.hourly.hint')}
              </Text>
            )}
            <FormErrorAlert control={form.control} />
            <RestrictionOverride
              message={refused?.message ?? null}
              onOverride={(reason) => refused && send({ ...refused.input, restriction_reason: reason })}
              busy={reserve.isPending}
            />
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
