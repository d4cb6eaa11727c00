import { Alert, Button, Group, Modal, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { addDays, arrivalInPast, formatDay, type ReserveInput, toLocal } from '@pms/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CompanyInfoResponse } from '../../../api/types.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { SwitchField } from '../../../ui/form/SwitchField.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import { RestrictionOverride } from '../../booking-editor/components/RestrictionOverride.tsx';
import { restrictionRefusal } from '../../booking-editor/utils/restrictionRefusal.ts';
import { useDialogForm } from '../hooks/useDialogForm.ts';
import { useRepairRoom } from '../hooks/useRepairRoom.ts';
import { useReserve } from '../hooks/useReserve.ts';
import type { DraftBooking } from '../types/calendarTypes.ts';
import type { ReserveTarget } from '../types/reserveTarget.ts';
import { reserveFormSchema } from '../utils/reserveFormSchema.ts';
import { DateTimeField } from './DateTimeField.tsx';

interface NewBookingDialogProps {
  target: ReserveTarget | null;
  company: CompanyInfoResponse;
  onClose: () => void;
  onDraft: (draft: DraftBooking, target: ReserveTarget) => void;
}

/** The dialog's values for a picked cell or range: the property's standard times on its days. */
function defaultsFor(target: ReserveTarget | null, company: CompanyInfoResponse) {
  return {
    arrival: { date: target?.fromDate ?? null, time: company.check_in_time },
    early: false,
    departure: { date: target ? addDays(target.toDate, 1) : null, time: company.check_out_time },
    late: false,
    group: false,
    notFixed: company.booking_time === 'half',
    comment: '',
  };
}

/**
 * 'Резерв' or 'Закрыть на ремонт' for a picked cell or range (specification 2.2). Defaults come from
 * the property's standard times: check-in on the first day, check-out the day after the last one.
 */
export function NewBookingDialog({ target, company, onClose, onDraft }: NewBookingDialogProps) {
  const { t } = useTranslation();
  const form = useDialogForm(reserveFormSchema(company, target), defaultsFor(target, company));
  /** The past arrival day the receptionist is asked about ('Дата заезда в прошлом …'), or null. */
  const [pastDay, setPastDay] = useState<string | null>(null);
  const can = useCan();
  const reserve = useReserve(target?.categoryId ?? null, target);
  const repair = useRepairRoom(target?.categoryId ?? null);
  /** A reserve refused for the rate plan's restrictions, offered to be overridden (with what was sent). */
  const [refused, setRefused] = useState<{ message: string; input: ReserveInput } | null>(null);
  const fail = (e: unknown) => form.setError('root', { message: errorMessage(e) });
  // The button pressed: while it waits it is disabled, which drops the focus on the page behind the
  // dialog; once the answer is in (a refusal, say 409) the focus goes back to it (issue 28, item 15).
  const pressed = useRef<HTMLButtonElement | null>(null);
  const reserveButton = useRef<HTMLButtonElement>(null);
  const busy = reserve.isPending || repair.isPending;
  // After a success the dialog closes and the editor takes the focus; only a refusal keeps it here.
  const failed = reserve.isError || repair.isError;
  useEffect(() => {
    if (busy || !failed) return;
    // The past-arrival question's button has gone with the question: 'Резерв' stands in its place.
    const back = pressed.current?.isConnected ? pressed.current : reserveButton.current;
    const dialog = back?.closest('[role="dialog"]');
    if (back && dialog && !dialog.contains(document.activeElement)) back.focus();
  }, [busy, failed]);

  useEffect(() => {
    setPastDay(null);
    setRefused(null);
    if (target) form.reset(defaultsFor(target, company));
  }, [target, company, form]);
  // Any change of the stay asks about a past arrival afresh.
  useEffect(
    () =>
      form.watch(() => {
        setPastDay(null);
        setRefused(null);
      }).unsubscribe,
    [form],
  );

  const send = (input: ReserveInput) => {
    if (!target) return;
    reserve.mutate(input, {
      onSuccess: (draft) => {
        setRefused(null);
        notifySuccess(t('calendar.newBooking.reserved'));
        onDraft(draft, target);
      },
      onError: (e) => {
        const message = restrictionRefusal(e);
        setRefused(message ? { message, input } : null);
        if (!message) fail(e);
      },
    });
  };

  /** 'Резерв'; an arrival day before today (the property's zone) is asked about first. */
  const onReserve = (pastConfirmed = false) =>
    form.handleSubmit((input) => {
      if (!target) return;
      if (!pastConfirmed && arrivalInPast(input.check_in, Date.now() / 1000, company.timezone)) {
        setPastDay(formatDay(toLocal(input.check_in, company.timezone).date));
        return;
      }
      setPastDay(null);
      send(input);
    })();

  const onRepair = () =>
    form.handleSubmit((input) => {
      if (!target) return;
      repair.mutate(
        {
          room: target.roomId,
          check_in: input.check_in,
          check_out: input.check_out,
          is_early: input.is_early,
          is_late: input.is_late,
          comment: form.getValues('comment')?.trim() || undefined,
        },
        {
          onSuccess: () => {
            notifySuccess(t('calendar.newBooking.repaired'));
            onClose();
          },
          onError: fail,
        },
      );
    })();

  const title = target
    ? target.bedName
      ? t('calendar.newBooking.titleBed', { room: target.roomName, bed: target.bedName })
      : t('calendar.newBooking.title', { room: target.roomName })
    : '';
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg">
      <Stack gap="sm">
        <DateTimeField
          control={form.control}
          name="arrival"
          dateLabel={t('calendar.newBooking.arrivalDate')}
          timeLabel={t('calendar.newBooking.arrivalTime')}
          required
        />
        <DateTimeField
          control={form.control}
          name="departure"
          dateLabel={t('calendar.newBooking.departureDate')}
          timeLabel={t('calendar.newBooking.departureTime')}
          required
        />
        <Group gap="lg">
          <SwitchField control={form.control} name="early" label={t('calendar.newBooking.early')} />
          <SwitchField control={form.control} name="late" label={t('calendar.newBooking.late')} />
          {/* A group is a booking: a role that only closes rooms (the housekeeper) is not offered one. */}
          {can('bookings.edit') && (
            <SwitchField control={form.control} name="group" label={t('calendar.newBooking.group')} />
          )}
        </Group>
        {can('repairs.edit') && (
          <Textarea
            label={t('calendar.newBooking.repairComment')}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={500}
            {...form.register('comment')}
          />
        )}
        {company.booking_time === 'all' && (
          <Controller
            control={form.control}
            name="notFixed"
            render={({ field }) => (
              <SegmentedControl
                value={field.value ? 'half' : 'full'}
                onChange={(value) => field.onChange(value === 'half')}
                data={[
                  { value: 'full', label: t('calendar.newBooking.fixedTime') },
                  { value: 'half', label: t('calendar.newBooking.notFixedTime') },
                ]}
              />
            )}
          />
        )}
        <FormErrorAlert control={form.control} />
        <RestrictionOverride
          message={refused?.message ?? null}
          onOverride={(reason) => refused && send({ ...refused.input, restriction_reason: reason })}
          busy={reserve.isPending}
        />
        {pastDay ? (
          <Alert color="yellow" variant="light" title={t('calendar.newBooking.pastTitle')} role="alertdialog">
            <Stack gap="sm">
              {t('calendar.newBooking.pastQuestion', { date: pastDay })}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setPastDay(null)}>
                  {t('common.cancel')}
                </Button>
                <Button
                  onClick={(event) => {
                    pressed.current = event.currentTarget;
                    onReserve(true);
                  }}
                  loading={reserve.isPending}
                  data-autofocus
                >
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
                onClick={(event) => {
                  pressed.current = event.currentTarget;
                  onRepair();
                }}
                loading={repair.isPending}
                disabled={busy}
              >
                {t('calendar.newBooking.repair')}
              </Button>
            )}
            {can('bookings.edit') && (
              <Button
                ref={reserveButton}
                onClick={(event) => {
                  pressed.current = event.currentTarget;
                  onReserve();
                }}
                loading={reserve.isPending}
                disabled={busy}
              >
                {t('calendar.newBooking.reserve')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
