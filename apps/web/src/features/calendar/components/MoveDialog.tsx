import { Button, Group, Loader, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { LabeledLine } from '../../../ui/LabeledLine.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { RestrictionOverride } from '../../booking-editor/components/RestrictionOverride.tsx';
import { useMoveQuote } from '../../booking-editor/hooks/useMoveQuote.ts';
import { usePriceChangeText } from '../../booking-editor/hooks/usePriceChangeText.ts';
import { useRefreshCalendar } from '../../booking-editor/hooks/useRefreshCalendar.ts';
import { askReloadIfStale } from '../../booking-editor/utils/askReloadIfStale.ts';
import { restrictionRefusal } from '../../booking-editor/utils/restrictionRefusal.ts';
import { useDialogForm } from '../hooks/useDialogForm.ts';
import { useMoveBooking } from '../hooks/useMoveBooking.ts';
import type { CalendarCategory } from '../types/calendarTypes.ts';
import type { MoveDrop } from '../types/moveDrop.ts';
import { findRoom } from '../utils/findRoom.ts';
import { formatStay } from '../utils/formatStay.ts';
import { stayDates } from '../utils/legBar.ts';
import { moveFormSchema } from '../utils/moveFormSchema.ts';
import { moveInput } from '../utils/moveInput.ts';

/** Before any drop: replaced by the dropped bar's move when the dialog opens. */
const blankMove = { room: 0, koika: null, check_in: 0, check_out: 0, room_reason: '' };

interface MoveDialogProps {
  drop: MoveDrop | null;
  categories: CalendarCategory[];
  timeZone: string;
  onClose: () => void;
}

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <LabeledLine label={label} labelWidth={90}>
    {children}
  </LabeledLine>
);

/** What a checked-in guest's move to another room covers (issue 28, item 3). */
type Scope = 'fromNow' | 'wholeStay';

/**
 * Whether the drop may move the guest 'с сегодняшнего дня': a guest in house (not an hourly stay) taken
 * to another room or bed. The server's splitStay has the last word; its refusal shows as the quote's.
 */
const offersFromNow = (drop: MoveDrop) =>
  drop.item.kind === 'booking' &&
  drop.item.status === 'check_in' &&
  !drop.item.is_time &&
  (drop.roomId !== drop.item.room_id || drop.bedId !== drop.item.koika_id);

/**
 * Every drag of a bar asks here first (issue 10, defect 6): the old and new dates, the old and new room
 * with the reason a room change needs ('Напишите причину переселения'), and the price difference the
 * server quotes. 'Отмена' or Esc writes nothing; the bar never left its place. A guest in house taken to
 * another room moves 'С сегодняшнего дня' (the room left stays in the booking as an earlier leg) or, when
 * chosen, for 'Всё проживание'; the quote follows the choice.
 */
export function MoveDialog({ drop, categories, timeZone, onClose }: MoveDialogProps) {
  const { t } = useTranslation();
  const moveBooking = useMoveBooking();
  const refresh = useRefreshCalendar();
  const form = useDialogForm(moveFormSchema(drop?.item.room_id ?? null), blankMove);
  const reason = useWatch({ control: form.control, name: 'room_reason' }) ?? '';
  const priceText = usePriceChangeText();
  const [scope, setScope] = useState<Scope>('fromNow');
  /** The move refused for the rate plan's restrictions: its message, offered to be overridden. */
  const [refused, setRefused] = useState<string | null>(null);
  const fromNow = drop !== null && offersFromNow(drop) && scope === 'fromNow';
  const input = drop ? moveInput(drop, timeZone, reason.trim(), fromNow) : null;
  const quote = useMoveQuote(drop?.item.id ?? null, input);
  useEffect(() => {
    if (drop) form.reset(moveInput(drop, timeZone));
    // A guest in house moves from now unless the whole stay is chosen.
    setScope('fromNow');
    setRefused(null);
  }, [drop, form, timeZone]);
  if (!drop || !input) return <Modal opened={false} onClose={onClose} />;
  const from = findRoom(categories, drop.item.room_id, drop.item.koika_id);
  const to = findRoom(categories, drop.roomId, drop.bedId);
  const roomChanged = drop.roomId !== drop.item.room_id || drop.bedId !== drop.item.koika_id;
  const stay = stayDates(drop.item);
  const datesChanged = input.check_in !== stay.check_in || input.check_out !== stay.check_out;
  /** `restrictionReason`: the override of the plan's restrictions, when the move was refused for them. */
  const send = (roomReason: string, restrictionReason?: string) =>
    moveBooking.mutate(
      {
        item: drop.item,
        categoryId: to?.category.id ?? drop.item.category_id,
        input: {
          ...moveInput(drop, timeZone, roomReason, fromNow),
          ...(restrictionReason ? { restriction_reason: restrictionReason } : {}),
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t('notify.changed'));
          onClose();
        },
        onError: (e) => {
          // A colleague changed the booking meanwhile (the named 409): the bar shown is stale, so the
          // dialog gives way to the question that reloads the calendar.
          if (askReloadIfStale(e, refresh)) return onClose();
          const restriction = restrictionRefusal(e);
          setRefused(restriction);
          if (!restriction) form.setError('root', { message: errorMessage(e) });
        },
      },
    );
  const submit = form.handleSubmit((move) => send(move.room_reason));
  const place = (found: ReturnType<typeof findRoom>) =>
    found ? [found.room.name, found.bedName].filter(Boolean).join(', ') : '';
  const dates = (checkIn: number, checkOut: number) => formatStay(checkIn, checkOut, timeZone);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('calendar.move.title', { number: drop.item.number ?? '' })}
      size="lg"
    >
      <Stack gap="sm" data-testid="move-dialog">
        {roomChanged && (
          <Line label={t('calendar.move.room')}>
            {t('calendar.move.change', { from: place(from), to: place(to) })}
          </Line>
        )}
        {offersFromNow(drop) && (
          <Radio.Group
            value={scope}
            onChange={(value) => setScope(value as Scope)}
            label={t('calendar.move.scope')}
            data-testid="move-scope"
          >
            <Stack gap={8} mt={6}>
              <Radio
                value="fromNow"
                label={t('calendar.move.fromNow')}
                description={t('calendar.move.fromNowHint')}
              />
              <Radio
                value="wholeStay"
                label={t('calendar.move.wholeStay')}
                description={t('calendar.move.wholeStayHint')}
              />
            </Stack>
          </Radio.Group>
        )}
        <Line label={t('calendar.move.dates')}>
          {datesChanged ? (
            <>
              <Text size="sm" td="line-through" c="dimmed">
                {dates(stay.check_in, stay.check_out)}
              </Text>
              <Text size="sm" fw={600}>
                {dates(input.check_in, input.check_out)}
              </Text>
            </>
          ) : (
            dates(input.check_in, input.check_out)
          )}
        </Line>
        {quote.data?.conflict && (
          // What the move would be refused with, before anything is typed (issue 28, item 5).
          <Text size="sm" c="red" fw={600} data-testid="move-conflict" role="alert">
            {quote.data.conflict}
          </Text>
        )}
        <Line label={t('calendar.move.price')}>
          <span data-testid="move-price">
            {quote.data ? (
              priceText(quote.data)
            ) : quote.isError ? (
              <Text span size="sm" c="red">
                {errorMessage(quote.error)}
              </Text>
            ) : (
              <Group gap={6} component="span">
                <Loader size="xs" />
                {t('calendar.move.counting')}
              </Group>
            )}
          </span>
        </Line>
        {drop.roomId !== drop.item.room_id && (
          <Textarea
            label={t('calendar.move.reason')}
            {...form.register('room_reason')}
            autosize
            minRows={3}
            data-autofocus
          />
        )}
        <FormErrorAlert control={form.control} />
        <RestrictionOverride
          // The quote tells what the plan's restrictions say before 'Перенести'; the move's refusal
          // says the same, and either offers the override to those who may.
          message={refused ?? (quote.data?.restrictions?.join('; ') || null)}
          // Offered before 'Перенести' too: the move's own fields (the room's reason) are checked first.
          onOverride={(why) => void form.handleSubmit((move) => send(move.room_reason, why))()}
          busy={moveBooking.isPending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={moveBooking.isPending}
            disabled={!quote.data || Boolean(quote.data.conflict)}
          >
            {t('calendar.move.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
