import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type WebhookEndpointView, webhookEventLabels } from '@pms/domain';
import {
  IconChevronDown,
  IconChevronUp,
  IconKey,
  IconPencil,
  IconPlus,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/FormModal.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useConfirmDelete } from '../../../ui/useConfirmDelete.tsx';
import { useCompanyInfo } from '../../admin/company-info/hooks/useCompanyInfo.ts';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useWebhookEndpoints,
} from '../hooks/useWebhooks.ts';
import { WebhookDeliveries } from '../webhooks/components/WebhookDeliveries.tsx';
import { WebhookEndpointForm } from '../webhooks/components/WebhookEndpointForm.tsx';
import { WebhookSecretModal } from '../webhooks/components/WebhookSecretModal.tsx';
import { atProperty } from '../webhooks/webhookTime.ts';

/**
 * 'Интеграции' → 'Вебхуки' (issue 34 part 2): the company's endpoints with their events, the signing
 * secret (shown once when made or rotated, masked after), the test event and each one's delivery log.
 */
export function WebhooksTab() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const timeZone = useCompanyInfo().data?.timezone ?? 'Asia/Almaty';
  const [editing, setEditing] = useState<WebhookEndpointView | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const list = endpoints.data?.results ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={2} size="h3">
            {t('webhooks.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('webhooks.description')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('webhooks.add')}
        </Button>
      </Group>
      {endpoints.error ? <LoadError error={endpoints.error} onRetry={() => endpoints.refetch()} /> : null}
      {endpoints.isPending ? null : list.length === 0 && !endpoints.error ? (
        <Text size="sm" c="dimmed">
          {t('webhooks.empty')}
        </Text>
      ) : (
        list.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            timeZone={timeZone}
            onEdit={() => setEditing(endpoint)}
            onSecret={setSecret}
          />
        ))
      )}
      <FormModal
        opened={editing !== null}
        title={editing === 'new' ? t('webhooks.createTitle') : t('webhooks.editTitle')}
        onClose={() => setEditing(null)}
      >
        {editing !== null ? (
          <WebhookEndpointForm
            endpoint={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
            onCreated={(made) => setSecret(made.secret)}
          />
        ) : null}
      </FormModal>
      <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}

interface EndpointCardProps {
  endpoint: WebhookEndpointView;
  timeZone: string;
  onEdit: () => void;
  onSecret: (secret: string) => void;
}

function EndpointCard({ endpoint: e, timeZone, onEdit, onSecret }: EndpointCardProps) {
  const { t } = useTranslation();
  const [logOpen, setLogOpen] = useState(false);
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendWebhookTest();
  const confirmDelete = useConfirmDelete();
  const askRotate = () =>
    modals.openConfirmModal({
      title: t('webhooks.rotateTitle'),
      centered: true,
      children: <Text size="sm">{t('webhooks.rotateMessage')}</Text>,
      labels: { confirm: t('webhooks.rotateConfirm'), cancel: t('confirm.cancel') },
      onConfirm: () =>
        rotate.mutate(e.id, { onSuccess: (made) => onSecret(made.secret), onError: notifyError }),
    });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={e.url}
      data-testid="webhook-endpoint"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 280px', minWidth: 0 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {e.url}
            </Text>
            {e.description ? (
              <Text size="sm" c="dimmed">
                {e.description}
              </Text>
            ) : null}
          </Stack>
          <Group gap={6} wrap="wrap">
            <Badge color={e.enabled ? 'green' : 'gray'} variant="light">
              {e.enabled ? t('webhooks.on') : t('webhooks.off')}
            </Badge>
            {e.pending > 0 ? (
              <Badge color="gray" variant="outline">
                {t('webhooks.pending', { count: e.pending })}
              </Badge>
            ) : null}
            {e.failed_recently > 0 ? (
              <Badge color="red" variant="light">
                {t('webhooks.failed', { count: e.failed_recently })}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Group gap={6} wrap="wrap" aria-label={t('webhooks.events')}>
          {e.events.map((type) => (
            <Badge key={type} variant="default" radius="sm" tt="none" fw={500}>
              {webhookEventLabels[type]}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {t('webhooks.secretMasked', { hint: e.secret_hint })}
          {e.previous_secret_until !== null
            ? ` · ${t('webhooks.previousUntil', { at: atProperty(e.previous_secret_until, timeZone) })}`
            : ''}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={onEdit}>
            {t('webhooks.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} />}
            loading={test.isPending}
            onClick={() =>
              test.mutate(e.id, {
                onSuccess: () => {
                  notifySuccess(t('webhooks.testSent'));
                  setLogOpen(true);
                },
                onError: notifyError,
              })
            }
          >
            {t('webhooks.test')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconKey size={14} />}
            loading={rotate.isPending}
            onClick={askRotate}
          >
            {t('webhooks.rotate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending}
            onClick={() =>
              confirmDelete(e.url, () => remove.mutate(e.id, { onError: notifyError }), {
                title: t('webhooks.deleteTitle'),
                message: t('webhooks.deleteMessage', { url: e.url }),
                confirm: t('webhooks.delete'),
              })
            }
          >
            {t('webhooks.delete')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            rightSection={logOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            aria-expanded={logOpen}
            onClick={() => setLogOpen((v) => !v)}
          >
            {t('webhooks.log')}
          </Button>
        </Group>
        {logOpen ? <WebhookDeliveries endpointId={e.id} timeZone={timeZone} /> : null}
      </Stack>
    </Paper>
  );
}
