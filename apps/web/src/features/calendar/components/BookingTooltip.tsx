import { Button, Group, Stack, Text } from '@mantine/core';
import { advanceActions, type BookingStatus, isMovable } from '@pms/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import { useCan } from '../../auth/hooks/useCan.ts';
import { openExtendStay } from '../../booking-editor/utils/openExtendStay.tsx';
import { useAdvanceBooking } from '../hooks/useAdvanceBooking.ts';
import { useStatusLabel } from '../hooks/useStatusLabel.ts';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { formatInstant } from '../utils/formatInstant.ts';
import { formatStay } from '../utils/formatStay.ts';
import { isEarlierLeg, legRooms, stayDates } from '../utils/legBar.ts';

interface BookingTooltipProps {
  item: CalendarItem;
  timeZone: string;
  onOpen: (item: CalendarItem) => void;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={80} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

/** Details of a booking bar with 'Открыть' and the status-advance button. */
export function BookingTooltip({ item, timeZone, onOpen }: BookingTooltipProps) {
  const { t } = useTranslation();
  const advance = useAdvanceBooking();
  const can = useCan();
  const action = advanceActions[item.status as BookingStatus];
  const statusLabel = useStatusLabel();
  // A leg bar of a stay with a mid-stay move (issue 28, item 3): the stay's real dates, then this room's part.
  const stay = stayDates(item);
  return (
    <Stack gap={4} data-testid="booking-tooltip">
      <Text fw={600}>{t('calendar.tooltip.bookingNumber', { number: item.number ?? '' })}</Text>
      <Line label={t('calendar.tooltip.client')}>{item.client || t('calendar.grid.noClient')}</Line>
      {item.source && <Line label={t('calendar.tooltip.source')}>{item.source}</Line>}
      <Line label={t('calendar.tooltip.status')}>
        {statusLabel(item)}
        {item.is_time ? ` · ${t('calendar.tooltip.hourly')}` : ''}
      </Line>
      {/* The server sends no amounts to a role without 'bookings.view' (the housekeeper). */}
      {can('bookings.view') && item.duty !== undefined && (
        <Line label={t('calendar.tooltip.duty')}>
          <Money value={item.duty} />
        </Line>
      )}
      {item.koika && <Line label={t('calendar.tooltip.bed')}>{item.koika}</Line>}
      <Line label={t('calendar.tooltip.dates')}>{formatStay(stay.check_in, stay.check_out, timeZone)}</Line>
      {item.leg && (
        <Line label={t('calendar.tooltip.legMove')}>
          <span data-testid="tooltip-leg">
            {legRooms(item)}
            <br />
            {t('calendar.tooltip.legPart', {
              dates: formatStay(item.check_in, item.check_out, timeZone),
              index: item.leg.index + 1,
              count: item.leg.count,
            })}
          </span>
        </Line>
      )}
      {item.expire_on !== undefined && (
        <Line label={t('calendar.tooltip.expires')}>{formatInstant(item.expire_on, timeZone)}</Line>
      )}
      <Group gap="xs" mt={6}>
        {/* A housekeeper sees who stays where; the booking itself is the desk's and the accountant's. */}
        {can('bookings.view') && (
          <Button size="xs" variant="default" onClick={() => onOpen(item)}>
            {t('calendar.tooltip.open')}
          </Button>
        )}
        {action && can('bookings.edit') && (
          <Button size="xs" loading={advance.isPending} onClick={() => advance.mutate(item)}>
            {action.label}
          </Button>
        )}
        {/* A saved stay is extended in one move, quoted first (issue 28, item 2). */}
        {/* Not from a room the guest already left: the stay goes on in the current one. */}
        {item.status !== 'new' &&
          isMovable(item.status as BookingStatus) &&
          !isEarlierLeg(item) &&
          can('bookings.edit') && (
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                openExtendStay(
                  {
                    id: item.id,
                    number: item.number,
                    room: item.room_id,
                    koika: item.koika_id ?? null,
                    check_in: stay.check_in,
                    check_out: stay.check_out,
                  },
                  timeZone,
                )
              }
            >
              {t('bookingEditor.extend.open')}
            </Button>
          )}
      </Group>
    </Stack>
  );
}
