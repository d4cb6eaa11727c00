import { Alert, Button, Group, Modal, SegmentedControl, Stack, Switch } from '@mantine/core';
import { addDays, arrivalInPast, formatDay, fromLocal, messages, reservePeriod, toLocal } from '@pms/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyInfoResponse } from '../../../api/types.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useRepairRoom } from '../hooks/useRepairRoom.ts';
import { useReserve } from '../hooks/useReserve.ts';
import type { DraftBooking } from '../types/calendarTypes.ts';
import type { ReserveTarget } from '../types/reserveTarget.ts';
import { type DateTime, DateTimeField } from './DateTimeField.tsx';

interface NewBookingDialogProps {
  target: ReserveTarget | null;
  company: CompanyInfoResponse;
  onClose: () => void;
  onDraft: (draft: DraftBooking, target: ReserveTarget) => void;
}

interface FormState {
  arrival: DateTime;
  early: boolean;
  departure: DateTime;
  late: boolean;
  group: boolean;
  notFixed: boolean;
}

/**
 * 'Резерв' or 'Закрыть на ремонт' for a picked cell or range (specification 2.2). Defaults come from
 * the property's standard times: check-in on the first day, check-out the day after the last one.
 */
export function NewBookingDialog({ target, company, onClose, onDraft }: NewBookingDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FormState | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The past arrival day the receptionist is asked about ('Дата заезда в прошлом …'), or null. */
  const [pastDay, setPastDay] = useState<string | null>(null);
  const can = useCan();
  const reserve = useReserve(target?.categoryId ?? null, target);
  const repair = useRepairRoom(target?.categoryId ?? null);

  useEffect(() => {
    setError(null);
    setPastDay(null);
    if (!target) return;
    setForm({
      arrival: { date: target.fromDate, time: company.check_in_time },
      early: false,
      departure: { date: addDays(target.toDate, 1), time: company.check_out_time },
      late: false,
      group: false,
      notFixed: company.booking_time === 'half',
    });
  }, [target, company]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setPastDay(null);
    setForm((current) => (current ? { ...current, [key]: value } : current));
  };

  const period = () => {
    const arrival = form?.arrival;
    const departure = form?.departure;
    if (!form || !arrival?.date || !departure?.date) {
      setError(messages.required);
      return null;
    }
    const result = reservePeriod({
      checkIn: fromLocal(arrival.date, arrival.time || company.check_in_time, company.timezone),
      checkOut: fromLocal(departure.date, departure.time || company.check_out_time, company.timezone),
      noTime: form.notFixed,
      isEarly: form.early,
      isLate: form.late,
      checkInTime: arrival.time,
      checkOutTime: departure.time,
      standardCheckIn: company.check_in_time,
      standardCheckOut: company.check_out_time,
    });
    if (!result.ok) {
      setError(result.message);
      return null;
    }
    return result;
  };

  /** 'Резерв'; an arrival day before today (the property's zone) is asked about first. */
  const onReserve = (pastConfirmed = false) => {
    const p = period();
    if (!p || !target || !form) return;
    setError(null);
    if (!pastConfirmed && arrivalInPast(p.checkIn, Date.now() / 1000, company.timezone)) {
      setPastDay(formatDay(toLocal(p.checkIn, company.timezone).date));
      return;
    }
    setPastDay(null);
    reserve.mutate(
      {
        check_in: p.checkIn,
        check_out: p.checkOut,
        room: target.roomId,
        koika: target.bedId,
        is_time: false,
        is_group: form.group,
        no_time: form.notFixed,
        is_early: form.early,
        is_late: form.late,
      },
      {
        onSuccess: (draft) => {
          notifySuccess(t('calendar.newBooking.reserved'));
          onDraft(draft, target);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  const onRepair = () => {
    const p = period();
    if (!p || !target || !form) return;
    setError(null);
    repair.mutate(
      {
        room: target.roomId,
        check_in: p.checkIn,
        check_out: p.checkOut,
        is_early: form.early,
        is_late: form.late,
      },
      {
        onSuccess: () => {
          notifySuccess(t('calendar.newBooking.repaired'));
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  const title = target
    ? target.bedName
      ? t('calendar.newBooking.titleBed', { room: target.roomName, bed: target.bedName })
      : t('calendar.newBooking.title', { room: target.roomName })
    : '';
  const busy = reserve.isPending || repair.isPending;
  return (
    <Modal opened={target !== null && form !== null} onClose={onClose} title={title} size="lg">
      {form && (
        <Stack gap="sm">
          <DateTimeField
            dateLabel={t('calendar.newBooking.arrivalDate')}
            timeLabel={t('calendar.newBooking.arrivalTime')}
            required
            value={form.arrival}
            onChange={(value) => set('arrival', value)}
          />
          <DateTimeField
            dateLabel={t('calendar.newBooking.departureDate')}
            timeLabel={t('calendar.newBooking.departureTime')}
            required
            value={form.departure}
            onChange={(value) => set('departure', value)}
          />
          <Group gap="lg">
            <Switch
              label={t('calendar.newBooking.early')}
              checked={form.early}
              onChange={(event) => set('early', event.currentTarget.checked)}
            />
            <Switch
              label={t('calendar.newBooking.late')}
              checked={form.late}
              onChange={(event) => set('late', event.currentTarget.checked)}
            />
            <Switch
              label={t('calendar.newBooking.group')}
              checked={form.group}
              onChange={(event) => set('group', event.currentTarget.checked)}
            />
          </Group>
          {company.booking_time === 'all' && (
            <SegmentedControl
              value={form.notFixed ? 'half' : 'full'}
              onChange={(value) => set('notFixed', value === 'half')}
              data={[
                { value: 'full', label: t('calendar.newBooking.fixedTime') },
                { value: 'half', label: t('calendar.newBooking.notFixedTime') },
              ]}
            />
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {pastDay ? (
            <Alert
              color="yellow"
              variant="light"
              title={t('calendar.newBooking.pastTitle')}
              role="alertdialog"
            >
              <Stack gap="sm">
                {t('calendar.newBooking.pastQuestion', { date: pastDay })}
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setPastDay(null)}>
                    {t('common.cancel')}
                  </Button>
                  <Button onClick={() => onReserve(true)} loading={reserve.isPending} data-autofocus>
                    {t('calendar.newBooking.pastConfirm')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group justify="flex-end" mt="sm">
              {/* Each button only for a role that may: a housekeeper closes rooms, the desk reserves. */}
              {can('repairs.edit') && (
                <Button
                  variant="light"
                  color="red"
                  onClick={onRepair}
                  loading={repair.isPending}
                  disabled={busy}
                >
                  {t('calendar.newBooking.repair')}
                </Button>
              )}
              {can('bookings.edit') && (
                <Button onClick={() => onReserve()} loading={reserve.isPending} disabled={busy}>
                  {t('calendar.newBooking.reserve')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
