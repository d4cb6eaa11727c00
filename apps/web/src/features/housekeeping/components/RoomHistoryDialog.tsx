import { Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { formatDay, toLocal } from '@pms/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionBadge } from '../../../ui/condition/ConditionBadge.tsx';
import { ListFooter } from '../../../ui/ListFooter.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { usePropertyToday } from '../../reports/hooks/usePropertyToday.ts';
import { HISTORY_PAGE_SIZE, useRoomHistory } from '../hooks/useRoomHistory.ts';
import type { BoardRoom } from '../types/housekeepingTypes.ts';

/**
 * 'История номера' (issue 33): every change of the room's (and its beds') condition, newest first, a
 * page at a time: when (the property's time), from → to, who or which rule, the reason and the note.
 */
export function RoomHistoryDialog({ room, onClose }: { room: BoardRoom | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={room !== null}
      onClose={onClose}
      title={room ? t('housekeeping.historyOf', { room: room.room_name }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      {room ? <HistoryList key={room.room_id} room={room.room_id} /> : null}
    </Modal>
  );
}

function HistoryList({ room }: { room: number }) {
  const { t } = useTranslation();
  const { timeZone } = usePropertyToday();
  const [page, setPage] = useState(1);
  const history = useRoomHistory(room, page);
  if (history.isPending) return <PageLoader />;
  if (history.isError) return <LoadError error={history.error} onRetry={() => history.refetch()} />;
  const { count, results } = history.data;
  const when = (seconds: number) => {
    if (!timeZone) return '';
    const local = toLocal(seconds, timeZone);
    return `${formatDay(local.date)} ${local.time}`;
  };
  return (
    <Stack gap="xs">
      {count === 0 ? <Text c="dimmed">{t('housekeeping.historyEmpty')}</Text> : null}
      {results.map((entry) => (
        <Paper key={entry.id} withBorder radius="sm" p="xs" data-testid="hk-history-entry">
          <Group justify="space-between" wrap="wrap" gap={6}>
            <Group gap={6} wrap="wrap">
              {entry.bed_name ? (
                <Text size="sm" fw={600}>
                  {entry.bed_name}:
                </Text>
              ) : null}
              {entry.from_condition && entry.from_label ? (
                <>
                  <ConditionBadge condition={entry.from_condition} label={entry.from_label} />
                  <IconArrowRight size={14} aria-label={t('housekeeping.historyTo')} />
                </>
              ) : null}
              <ConditionBadge condition={entry.condition} label={entry.condition_label} />
            </Group>
            <Text size="sm" c="dimmed">
              {when(entry.changed_at)}
            </Text>
          </Group>
          <Text size="sm" mt={4}>
            {entry.changed_by ? `${entry.changed_by.name} · ${entry.source_label}` : entry.source_label}
            {entry.linen_change ? ` · ${t('housekeeping.linen')}` : ''}
          </Text>
          {entry.reason ? (
            <Text size="sm">
              {t('housekeeping.reason')}: {entry.reason}
            </Text>
          ) : null}
          {entry.note ? (
            <Text size="sm" fs="italic">
              {entry.note}
            </Text>
          ) : null}
        </Paper>
      ))}
      <ListFooter count={count} page={page} pageSize={HISTORY_PAGE_SIZE} onPageChange={setPage} />
    </Stack>
  );
}
