import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type CalendarImportView, formatDay, toLocal } from '@pms/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../../ui/FormModal.tsx';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { notifyError } from '../../../../ui/notifyError.ts';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../../ui/PageLoader.tsx';
import { SectionCard } from '../../../../ui/SectionCard.tsx';
import { useConfirmDelete } from '../../../../ui/useConfirmDelete.tsx';
import { useCalendarImports, useDeleteImport, useFetchImport } from '../hooks/useCalendarSync.ts';
import { ImportFeedForm } from './ImportFeedForm.tsx';

/** 'DD.MM.YYYY HH:mm' of an instant at the property. */
export const atProperty = (seconds: number, timeZone: string) => {
  const local = toLocal(seconds, timeZone);
  return `${formatDay(local.date)} ${local.time}`;
};

/**
 * 'Импорт': the channels' calendars with their status, last fetch (its counts), last error and the next
 * fetch; 'Обновить сейчас', edit and delete each, and 'Добавить календарь'.
 */
export function ImportFeeds({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const feeds = useCalendarImports(true);
  const [editing, setEditing] = useState<CalendarImportView | 'new' | null>(null);
  return (
    <SectionCard title={t('calendarSync.imports.title')} description={t('calendarSync.imports.description')}>
      <Stack gap="md">
        <Group>
          <Button onClick={() => setEditing('new')}>{t('calendarSync.imports.add')}</Button>
        </Group>
        {feeds.isPending ? <PageLoader /> : null}
        {feeds.isError ? <LoadError error={feeds.error} onRetry={() => feeds.refetch()} /> : null}
        {feeds.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('calendarSync.imports.empty')}
          </Text>
        ) : null}
        {feeds.data?.map((feed) => (
          <ImportFeedCard key={feed.id} feed={feed} timeZone={timeZone} onEdit={() => setEditing(feed)} />
        ))}
      </Stack>
      <FormModal
        opened={editing !== null}
        title={editing === 'new' ? t('calendarSync.imports.add') : t('calendarSync.imports.edit')}
        onClose={() => setEditing(null)}
      >
        {editing !== null ? (
          <ImportFeedForm feed={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </FormModal>
    </SectionCard>
  );
}

function ImportFeedCard({
  feed,
  timeZone,
  onEdit,
}: {
  feed: CalendarImportView;
  timeZone: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useFetchImport();
  const remove = useDeleteImport();
  const confirm = useConfirmDelete();
  const status = !feed.active
    ? { color: 'gray', label: t('calendarSync.imports.paused') }
    : feed.status === 'error'
      ? { color: 'red', label: t('calendarSync.imports.statusError') }
      : feed.status === 'ok'
        ? { color: 'teal', label: t('calendarSync.imports.statusOk') }
        : { color: 'gray', label: t('calendarSync.imports.statusNew') };
  const last = feed.last_fetch;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`import-${feed.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {feed.name}
              </Text>
              <Badge color={status.color} variant="light">
                {status.label}
              </Badge>
              {feed.open_conflicts > 0 ? (
                <Badge color="orange" variant="light">
                  {t('calendarSync.imports.openConflicts', { count: feed.open_conflicts })}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {feed.target_name} · {feed.channel_name}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {feed.url}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('common.editItem', { name: feed.name })}
              onClick={onEdit}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('common.deleteItem', { name: feed.name })}
              onClick={() =>
                confirm(t('calendarSync.imports.deleteName', { name: feed.name }), () =>
                  remove.mutate(feed.id, { onError: notifyError }),
                )
              }
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Text size="sm">
          {feed.last_fetch_at
            ? t('calendarSync.imports.lastFetch', { time: atProperty(feed.last_fetch_at, timeZone) })
            : t('calendarSync.imports.never')}
          {last && last.result === 'ok' ? ` · ${t('calendarSync.imports.counts', last)}` : ''}
        </Text>
        {feed.last_error ? (
          <Text size="sm" c="red.8" role="status">
            {feed.last_error}
            {feed.failures > 1 ? ` (${t('calendarSync.imports.failures', { count: feed.failures })})` : ''}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {feed.next_fetch_at
              ? t('calendarSync.imports.nextFetch', { time: atProperty(feed.next_fetch_at, timeZone) })
              : ''}
          </Text>
          <Button
            variant="light"
            size="xs"
            loading={refresh.isPending}
            onClick={() =>
              refresh.mutate(feed.id, {
                onSuccess: () => notifySuccess(t('calendarSync.imports.refreshed')),
                onError: notifyError,
              })
            }
          >
            {t('calendarSync.imports.refresh')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
