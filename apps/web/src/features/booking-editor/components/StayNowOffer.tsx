import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { type BookingStatus, formatDay, type StepQuote, toLocal } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { formatMoney } from '../../../ui/formatMoney.ts';
import { usePriceChangeText } from '../hooks/usePriceChangeText.ts';
import { useStepQuote } from '../hooks/useStepQuote.ts';

export interface StayNowChoice {
  /** Take the offer: the stay ends now, or the arrival moves to now (domain stay-at-step.ts). */
  stayNow: boolean;
  /** An early arrival's nights sold past the plan's restrictions, with this reason (after a refusal). */
  restrictionReason?: string;
}

interface StayNowOfferProps {
  from: BookingStatus;
  /** The booked arrival (for 'Заселить') or departure (for 'Выселить'), 'YYYY-MM-DD'. */
  date: string;
  /** The booking quoted; null for a whole group, whose rooms are re-priced together by the server. */
  bookingId: number | null;
  timeZone: string;
  onChoose: (choice: StayNowChoice) => void;
  onCancel: () => void;
}

const when = (seconds: number, timeZone: string) => {
  const l = toLocal(seconds, timeZone);
  return `${formatDay(l.date)} ${l.time}`;
};

/** 'Было 60 000 ₸ → станет 20 000 ₸ (−40 000 ₸)' and what is owed after, from the server's quote. */
function QuoteLines({ quote, timeZone }: { quote: StepQuote; timeZone: string }) {
  const { t } = useTranslation();
  const priceText = usePriceChangeText();
  const toPay = Number(quote.to_pay);
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('bookingEditor.stayNow.newStay')}: {when(quote.check_in, timeZone)} —{' '}
        {when(quote.check_out, timeZone)}
      </Text>
      <Text size="sm" data-testid="stay-now-price">
        {t('bookingEditor.stayNow.price')}: {priceText(quote)}
      </Text>
      <Text size="sm" fw={600} c={toPay > 0 ? 'red.8' : undefined} data-testid="stay-now-to-pay">
        {toPay > 0
          ? t('bookingEditor.stayNow.toPay', { amount: formatMoney(toPay) })
          : toPay < 0
            ? t('bookingEditor.stayNow.toRefund', { amount: formatMoney(-toPay) })
            : t('bookingEditor.stayNow.settled')}
      </Text>
    </Stack>
  );
}

/**
 * The offer a step taken on another day makes (issue 28, item 1): 'Выселить' before the departure day
 * offers to end the stay now, 'Заселить' days ahead to move the arrival to now. The server's quote shows
 * the new dates, the price difference and what is owed after; a room that is not free over the new dates
 * is named, and then only the step without moving the dates is offered.
 */
export function StayNowOffer({ from, date, bookingId, timeZone, onChoose, onCancel }: StayNowOfferProps) {
  const { t } = useTranslation();
  const quote = useStepQuote(bookingId, from);
  const arriving = from === 'booked';
  const group = bookingId === null;
  const question = arriving
    ? t(group ? 'bookingEditor.stayNow.groupEarly' : 'bookingEditor.stayNow.early', { date: formatDay(date) })
    : t(group ? 'bookingEditor.stayNow.groupDeparture' : 'bookingEditor.stayNow.departure', {
        date: formatDay(date),
      });
  const conflict = quote.data?.conflict ?? null;
  const waiting = !group && quote.isPending;
  return (
    <Stack gap="sm" data-testid="stay-now-offer">
      <Text size="sm">{question}</Text>
      {waiting && (
        <Group gap={6}>
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('bookingEditor.stayNow.counting')}
          </Text>
        </Group>
      )}
      {quote.data && !conflict && <QuoteLines quote={quote.data} timeZone={timeZone} />}
      {conflict && (
        <Alert color="red" variant="light" data-testid="stay-now-conflict">
          {conflict}
        </Alert>
      )}
      {quote.isError && (
        <Alert color="red" variant="light">
          {errorMessage(quote.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs" wrap="wrap">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="light" onClick={() => onChoose({ stayNow: false })}>
          {t(arriving ? 'bookingEditor.stayNow.keepArrival' : 'bookingEditor.stayNow.keepDeparture')}
        </Button>
        <Button
          data-autofocus
          disabled={waiting || conflict !== null || quote.isError}
          onClick={() => onChoose({ stayNow: true })}
        >
          {t(arriving ? 'bookingEditor.stayNow.moveArrival' : 'bookingEditor.stayNow.endNow')}
        </Button>
      </Group>
    </Stack>
  );
}
