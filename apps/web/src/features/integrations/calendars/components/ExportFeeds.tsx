import { ActionIcon, Button, CopyButton, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '../../../../api/idempotency.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { notifyError } from '../../../../ui/notifyError.ts';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../../ui/PageLoader.tsx';
import { PlainSegmented } from '../../../../ui/PlainSegmented.tsx';
import { SectionCard } from '../../../../ui/SectionCard.tsx';
import { useConfirmDelete } from '../../../../ui/useConfirmDelete.tsx';
import {
  useCalendarExports,
  useCreateExport,
  useDeleteExport,
  useRevokeExport,
  useSyncChoices,
} from '../hooks/useCalendarSync.ts';

/**
 * 'Экспорт': the secret feed URLs a channel reads (a room's, or a category's with a channel's allotment),
 * each copyable, revocable (a new URL, the old one dead at once) and deletable.
 */
export function ExportFeeds() {
  const { t } = useTranslation();
  const feeds = useCalendarExports(true);
  const revoke = useRevokeExport();
  const remove = useDeleteExport();
  const confirm = useConfirmDelete();
  return (
    <SectionCard title={t('calendarSync.exports.title')} description={t('calendarSync.exports.description')}>
      <Stack gap="md">
        <AddExport />
        {feeds.isPending ? <PageLoader /> : null}
        {feeds.isError ? <LoadError error={feeds.error} onRetry={() => feeds.refetch()} /> : null}
        {feeds.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('calendarSync.exports.empty')}
          </Text>
        ) : null}
        {feeds.data?.map((feed) => {
          const url = `${window.location.origin}${feed.path}`;
          const name = feed.channel_name ? `${feed.target_name}, ${feed.channel_name}` : feed.target_name;
          return (
            <Paper key={feed.id} withBorder p="sm" radius="md" data-testid={`export-${feed.id}`}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('common.deleteItem', { name })}
                    onClick={() =>
                      confirm(t('calendarSync.exports.deleteName', { name }), () =>
                        remove.mutate(feed.id, { onError: notifyError }),
                      )
                    }
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                <Group gap="xs" wrap="wrap" align="flex-end">
                  <TextInput
                    readOnly
                    value={url}
                    aria-label={t('calendarSync.exports.url', { name })}
                    style={{ flex: '1 1 260px', minWidth: 0 }}
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <CopyButton value={url}>
                    {({ copied, copy }) => (
                      <Button variant="light" onClick={copy}>
                        {copied ? t('calendarSync.exports.copied') : t('calendarSync.exports.copy')}
                      </Button>
                    )}
                  </CopyButton>
                  <Button
                    variant="default"
                    loading={revoke.isPending && revoke.variables === feed.id}
                    onClick={() =>
                      confirm(
                        name,
                        () =>
                          revoke.mutate(feed.id, {
                            onSuccess: () => notifySuccess(t('calendarSync.exports.revoked')),
                            onError: notifyError,
                          }),
                        {
                          title: t('calendarSync.exports.revokeTitle'),
                          message: t('calendarSync.exports.revokeMessage', { name }),
                          confirm: t('calendarSync.exports.revoke'),
                        },
                      )
                    }
                  >
                    {t('calendarSync.exports.revoke')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </SectionCard>
  );
}

/** Choosing a room, or a category with an optional channel, and 'Добавить ссылку'. */
function AddExport() {
  const { t } = useTranslation();
  const choices = useSyncChoices(true);
  const create = useCreateExport();
  const intent = useIdempotencyKey();
  const [kind, setKind] = useState<'room' | 'category'>('room');
  const [target, setTarget] = useState<string | null>(null);
  const [channel, setChannel] = useState<string | null>(null);
  const categories = choices.data?.categories ?? [];
  const options =
    kind === 'room'
      ? categories.map((c) => ({
          group: c.name,
          items: c.rooms.map((r) => ({ value: String(r.id), label: r.name })),
        }))
      : categories.map((c) => ({ value: String(c.id), label: c.name }));
  const add = () => {
    if (!target) return;
    const body =
      kind === 'room'
        ? { room: Number(target) }
        : { category: Number(target), channel: channel ? Number(channel) : null };
    intent
      .send(body, (options) => create.mutateAsync({ body, options }))
      .then(() => {
        intent.renew();
        setTarget(null);
        setChannel(null);
        notifySuccess(t('calendarSync.exports.created'));
      })
      .catch(notifyError);
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <PlainSegmented
        value={kind}
        onChange={(v) => {
          setKind(v as 'room' | 'category');
          setTarget(null);
        }}
        data={[
          { value: 'room', label: t('calendarSync.exports.targetRoom') },
          { value: 'category', label: t('calendarSync.exports.targetCategory') },
        ]}
        aria-label={t('calendarSync.exports.target')}
      />
      <Select
        label={kind === 'room' ? t('calendarSync.exports.room') : t('calendarSync.exports.category')}
        data={options}
        value={target}
        onChange={setTarget}
        searchable
        w={220}
      />
      {kind === 'category' ? (
        <Select
          label={t('calendarSync.exports.channel')}
          description={t('calendarSync.exports.channelHint')}
          data={(choices.data?.channels ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={channel}
          onChange={setChannel}
          clearable
          placeholder={t('calendarSync.exports.noChannel')}
          w={220}
        />
      ) : null}
      <Button onClick={add} disabled={!target} loading={create.isPending}>
        {t('calendarSync.exports.add')}
      </Button>
    </Group>
  );
}
