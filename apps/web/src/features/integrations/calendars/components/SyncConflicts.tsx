import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type BookingStatus, type CalendarConflictView, statusLabels } from '@pms/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../../ui/FormModal.tsx';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { notifyError } from '../../../../ui/notifyError.ts';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../../ui/PageLoader.tsx';
import { SectionCard } from '../../../../ui/SectionCard.tsx';
import { useCalendarConflicts, useFreeRooms, useResolveConflict } from '../hooks/useCalendarSync.ts';
import { atProperty } from './ImportFeeds.tsx';

/**
 * 'Конфликты': a channel's stay that collides with a local one, both shown side by side, with
 * 'Принять в другой номер' (a free room for its dates) and 'Отклонить'. Nothing was overwritten.
 */
export function SyncConflicts({ timeZone, canResolve }: { timeZone: string; canResolve: boolean }) {
  const { t } = useTranslation();
  const conflicts = useCalendarConflicts(true);
  const [accepting, setAccepting] = useState<CalendarConflictView | null>(null);
  return (
    <SectionCard
      title={t('calendarSync.conflicts.title')}
      description={t('calendarSync.conflicts.description')}
    >
      <Stack gap="md">
        {conflicts.isPending ? <PageLoader /> : null}
        {conflicts.isError ? <LoadError error={conflicts.error} onRetry={() => conflicts.refetch()} /> : null}
        {conflicts.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('calendarSync.conflicts.empty')}
          </Text>
        ) : null}
        {conflicts.data?.map((c) => (
          <ConflictCard
            key={c.id}
            conflict={c}
            timeZone={timeZone}
            canResolve={canResolve}
            onAccept={() => setAccepting(c)}
          />
        ))}
      </Stack>
      <FormModal
        opened={accepting !== null}
        title={t('calendarSync.conflicts.acceptTitle')}
        onClose={() => setAccepting(null)}
        size="md"
      >
        {accepting ? <AcceptForm conflict={accepting} onDone={() => setAccepting(null)} /> : null}
      </FormModal>
    </SectionCard>
  );
}

function ConflictCard({
  conflict: c,
  timeZone,
  canResolve,
  onAccept,
}: {
  conflict: CalendarConflictView;
  timeZone: string;
  canResolve: boolean;
  onAccept: () => void;
}) {
  const { t } = useTranslation();
  const resolve = useResolveConflict();
  const dates = `${atProperty(c.check_in, timeZone)} – ${atProperty(c.check_out, timeZone)}`;
  const local = c.local_booking;
  const reject = () =>
    modals.openConfirmModal({
      title: t('calendarSync.conflicts.rejectTitle'),
      centered: true,
      children: (
        <Text size="sm">{t('calendarSync.conflicts.rejectMessage', { feed: c.feed_name, dates })}</Text>
      ),
      labels: { confirm: t('calendarSync.conflicts.reject'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        resolve.mutate(
          { id: c.id, body: { action: 'reject' } },
          { onSuccess: () => notifySuccess(t('calendarSync.conflicts.rejected')), onError: notifyError },
        ),
    });
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`conflict-${c.id}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('calendarSync.conflicts.channelStay')}
            </Text>
            <Text size="sm" fw={600}>
              {c.feed_name} · {c.channel_name}
            </Text>
            <Text size="sm">{dates}</Text>
            <Text size="sm" c="dimmed">
              {c.room_name ?? c.category_name}
              {c.summary ? ` · ${c.summary}` : ''}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('calendarSync.conflicts.localStay')}
            </Text>
            {local ? (
              <>
                <Text size="sm" fw={600}>
                  {t('calendarSync.conflicts.booking', { number: local.number })} ·{' '}
                  {statusLabels[local.status as BookingStatus] ?? local.status}
                </Text>
                <Text size="sm">
                  {atProperty(local.check_in, timeZone)} – {atProperty(local.check_out, timeZone)}
                </Text>
                <Text size="sm" c="dimmed">
                  {local.room_name} · {local.guest_name || t('calendarSync.conflicts.noGuest')}
                </Text>
              </>
            ) : (
              <Text size="sm">{c.holder}</Text>
            )}
          </Stack>
        </SimpleGrid>
        {canResolve ? (
          <Group gap="xs" justify="flex-end">
            <Button variant="default" color="red" onClick={reject} loading={resolve.isPending}>
              {t('calendarSync.conflicts.reject')}
            </Button>
            <Button onClick={onAccept}>{t('calendarSync.conflicts.accept')}</Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** 'Принять в другой номер': a room free for the channel's dates, then the stay is booked there. */
function AcceptForm({ conflict, onDone }: { conflict: CalendarConflictView; onDone: () => void }) {
  const { t } = useTranslation();
  const free = useFreeRooms(conflict.check_in, conflict.check_out, true);
  const resolve = useResolveConflict();
  const [room, setRoom] = useState<string | null>(null);
  const options = (free.data?.categories ?? [])
    .map((c) => ({
      group: c.name,
      items: c.rooms.filter((r) => r.free).map((r) => ({ value: String(r.id), label: r.name })),
    }))
    .filter((g) => g.items.length > 0);
  const rooms = new Map(options.flatMap((g) => g.items.map((i) => [i.value, i.label] as const)));
  const accept = () =>
    room &&
    resolve.mutate(
      { id: conflict.id, body: { action: 'accept', room: Number(room) } },
      {
        onSuccess: () => {
          notifySuccess(t('calendarSync.conflicts.accepted', { room: rooms.get(room) ?? '' }));
          onDone();
        },
        onError: notifyError,
      },
    );
  if (free.isPending) return <PageLoader />;
  if (free.isError) return <LoadError error={free.error} onRetry={() => free.refetch()} />;
  return (
    <Stack gap="sm">
      {options.length === 0 ? (
        <Text size="sm">{t('calendarSync.conflicts.noFreeRooms')}</Text>
      ) : (
        <Select
          label={t('calendarSync.conflicts.chooseRoom')}
          data={options}
          value={room}
          onChange={setRoom}
          searchable
          data-autofocus
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={accept} disabled={!room} loading={resolve.isPending}>
          {t('calendarSync.conflicts.accept')}
        </Button>
      </Group>
    </Stack>
  );
}
