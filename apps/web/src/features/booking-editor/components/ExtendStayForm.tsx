import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { addDays, formatDay, fromLocal, type MoveInput, toLocal } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { bookingPath } from '../hooks/bookingPath.ts';
import { useMoveQuote } from '../hooks/useMoveQuote.ts';
import { usePriceChangeText } from '../hooks/usePriceChangeText.ts';
import { useRefreshCalendar } from '../hooks/useRefreshCalendar.ts';

/** The stay to extend: where it is and when, as the calendar's bar and the editor both know it. */
export interface StayToExtend {
  id: number;
  /** The booking's number in the company, for the title; unknown on a bar a live message placed. */
  number: number | undefined;
  room: number;
  koika: number | null;
  check_in: number;
  check_out: number;
}

interface ExtendStayFormProps {
  stay: StayToExtend;
  timeZone: string;
  onClose: () => void;
}

/** The move that keeps the room and the arrival and only changes the departure day (at its booked time). */
function extension(stay: StayToExtend, date: string, timeZone: string): MoveInput {
  const time = toLocal(stay.check_out, timeZone).time;
  return {
    room: stay.room,
    koika: stay.koika,
    check_in: stay.check_in,
    check_out: fromLocal(date, time, timeZone),
    room_reason: '',
    from_now: false,
  };
}

/**
 * 'Продлить проживание' (issue 28, item 2), from the calendar's bar and from the editor: a new departure
 * day, the price difference and any conflict quoted by the server before anything is written, then one
 * move of the booking (the same room and arrival) that re-prices it as the editor would. A room taken
 * over the new nights is named and 'Продлить' stays disabled.
 */
export function ExtendStayForm({ stay, timeZone, onClose }: ExtendStayFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshCalendar = useRefreshCalendar();
  const departure = toLocal(stay.check_out, timeZone).date;
  const [date, setDate] = useState<string | null>(addDays(departure, 1));
  const input = date ? extension(stay, date, timeZone) : null;
  const quote = useMoveQuote(stay.id, input);
  const extend = useMutation({
    mutationFn: (move: MoveInput) => api.patch(bookingPath(stay.id, 'move'), move),
    onSuccess: async () => {
      refreshCalendar();
      await queryClient.invalidateQueries({ queryKey: queryKeys.editor.booking(stay.id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.editor.prices(stay.id) });
      notifySuccess(t('bookingEditor.extend.done', { date: formatDay(date!) }));
      onClose();
    },
  });
  const priceText = usePriceChangeText();
  const conflict = quote.data?.conflict ?? null;
  return (
    <Stack gap="sm" data-testid="extend-dialog">
      <Text size="sm">{t('bookingEditor.extend.booked', { date: formatDay(departure) })}</Text>
      <DatePickerInput
        label={t('bookingEditor.extend.newDeparture')}
        valueFormat="DD.MM.YYYY"
        minDate={addDays(departure, 1)}
        value={date}
        onChange={(value) => setDate(value)}
        data-autofocus
        data-testid="extend-date"
      />
      {quote.isPending && input && (
        <Group gap={6}>
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('calendar.move.counting')}
          </Text>
        </Group>
      )}
      {quote.data && !conflict && (
        <Text size="sm" data-testid="extend-price">
          {t('calendar.move.price')}: {priceText(quote.data)}
        </Text>
      )}
      {conflict && (
        <Alert color="red" variant="light" data-testid="extend-conflict">
          {conflict}
        </Alert>
      )}
      {(quote.isError || extend.isError) && (
        <Alert color="red" variant="light">
          {errorMessage(extend.error ?? quote.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          loading={extend.isPending}
          disabled={!input || quote.isPending || quote.isError || conflict !== null}
          onClick={() => input && extend.mutate(input)}
        >
          {t('bookingEditor.extend.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
