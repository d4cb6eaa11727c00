import { Alert, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { inUrgencyOrder, isLocalDate } from '@pms/domain';
import { IconCalendar, IconWifiOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCompanyId } from '../../../api/useCompanyId.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useCalendarSocket } from '../../calendar/hooks/useCalendarSocket.ts';
import { usePropertyToday } from '../../reports/hooks/usePropertyToday.ts';
import { useBoard } from '../hooks/useBoard.ts';
import { useTapQueue } from '../hooks/useTapQueue.ts';
import type { AskFor } from '../types/housekeepingTypes.ts';
import { isPending, withPending } from '../utils/tapQueue.ts';
import { AskDialog } from './AskDialog.tsx';
import { RoomCard } from './RoomCard.tsx';
import { RoomHistoryDialog } from './RoomHistoryDialog.tsx';
import { SupervisorBoard } from './SupervisorBoard.tsx';

/**
 * 'Уборка' (/housekeeping, issue 33): a housekeeper's rooms of the day by urgency, made for a phone; who
 * sees every room (the supervisor, the front desk) gets the whole board with its filters, and the
 * supervisor assigns and prints the sheets. Taps go through the offline queue; live changes arrive on the
 * calendar's socket.
 */
export function HousekeepingPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { today } = usePropertyToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = isLocalDate(asked) ? asked : today;
  const supervisor = can('housekeeping.assign');
  const board = useBoard(date);
  const { queue, tap } = useTapQueue();
  useCalendarSocket(useCompanyId(), true);
  // The taps still queued applied, and the rooms re-sorted at once: a room she marks clean sinks before
  // the server has answered (and the board is asked again).
  const rooms = useMemo(
    () => (board.data ? inUrgencyOrder(withPending(board.data.rooms, queue)) : []),
    [board.data, queue],
  );
  const [ask, setAsk] = useState<AskFor | null>(null);
  const pendingOf = (room: number) => (bed: number | null) => isPending(queue, room, bed);
  const all = board.data?.all_rooms ?? false;

  return (
    <Stack gap="sm">
      <PageHeader
        title={t('housekeeping.title')}
        description={all ? t('housekeeping.descriptionAll') : t('housekeeping.description')}
        actions={
          supervisor && date ? (
            <DatePickerInput
              label={t('housekeeping.date')}
              leftSection={<IconCalendar size={16} />}
              valueFormat="DD.MM.YYYY"
              value={date}
              onChange={(value) => value && setParams({ date: value }, { replace: true })}
              w={150}
            />
          ) : null
        }
      />
      {queue.length > 0 ? (
        <Alert
          color="red"
          icon={<IconWifiOff size={18} />}
          title={t('housekeeping.unsent', { count: queue.length })}
        >
          <Text size="sm">{t('housekeeping.unsentHint')}</Text>
        </Alert>
      ) : null}
      {board.isPending ? <PageLoader /> : null}
      {board.isError ? <LoadError error={board.error} onRetry={() => board.refetch()} /> : null}
      {board.data && date ? (
        all ? (
          <SupervisorBoard
            date={date}
            rooms={rooms}
            supervisor={supervisor}
            pendingOf={pendingOf}
            onTap={tap}
            onAsk={setAsk}
          />
        ) : rooms.length === 0 ? (
          <Text c="dimmed">{t('housekeeping.empty')}</Text>
        ) : (
          <Stack gap="sm" maw={640}>
            {rooms.map((room) => (
              <RoomCard
                key={room.room_id}
                room={room}
                pending={pendingOf(room.room_id)}
                onTap={tap}
                onAsk={setAsk}
              />
            ))}
          </Stack>
        )
      ) : null}
      <AskDialog ask={ask?.kind === 'history' ? null : ask} onClose={() => setAsk(null)} onTap={tap} />
      <RoomHistoryDialog room={ask?.kind === 'history' ? ask.room : null} onClose={() => setAsk(null)} />
    </Stack>
  );
}
