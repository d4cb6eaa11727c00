import { Badge, Button, Code, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import {
  type WebhookDeliveryView,
  type WebhookEventType,
  webhookEventLabels,
  webhookTestEvent,
} from '@pms/domain';
import { IconListDetails, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { notifyError } from '../../../../ui/notifyError.ts';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import {
  useReplayWebhookDelivery,
  useWebhookDeliveries,
  useWebhookDelivery,
} from '../../hooks/useWebhooks.ts';
import { atProperty } from '../webhookTime.ts';

const stateColor = { pending: 'gray', delivered: 'green', failed: 'red' } as const;
const PAGE = 10;

function useEventLabel() {
  const { t } = useTranslation();
  return (type: string) =>
    type === webhookTestEvent
      ? t('webhooks.testEvent')
      : (webhookEventLabels[type as WebhookEventType] ?? type);
}

interface WebhookDeliveriesProps {
  endpointId: number;
  timeZone: string;
}

/** An endpoint's delivery log, newest first: each delivery's state, attempts and last answer; replay. */
export function WebhookDeliveries({ endpointId, timeZone }: WebhookDeliveriesProps) {
  const { t } = useTranslation();
  const [size, setSize] = useState(PAGE);
  const [open, setOpen] = useState<number | null>(null);
  const deliveries = useWebhookDeliveries(endpointId, size);
  const replay = useReplayWebhookDelivery();
  const label = useEventLabel();
  if (deliveries.error) return <LoadError error={deliveries.error} onRetry={() => deliveries.refetch()} />;
  const list = deliveries.data?.results ?? [];
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('webhooks.log')}
      </Text>
      {deliveries.isPending ? null : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('webhooks.logEmpty')}
        </Text>
      ) : (
        list.map((d) => (
          <DeliveryLine
            key={d.id}
            delivery={d}
            label={label(d.event_type)}
            timeZone={timeZone}
            onDetails={() => setOpen(d.id)}
            replaying={replay.isPending && replay.variables === d.id}
            onReplay={() =>
              replay.mutate(d.id, {
                onSuccess: () => notifySuccess(t('webhooks.replayed')),
                onError: notifyError,
              })
            }
          />
        ))
      )}
      {deliveries.data && deliveries.data.count > list.length ? (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setSize((n) => n + PAGE)}
          style={{ alignSelf: 'start' }}
        >
          {t('webhooks.more')}
        </Button>
      ) : null}
      <WebhookDeliveryDetail id={open} timeZone={timeZone} onClose={() => setOpen(null)} />
    </Stack>
  );
}

interface DeliveryLineProps {
  delivery: WebhookDeliveryView;
  label: string;
  timeZone: string;
  onDetails: () => void;
  onReplay: () => void;
  replaying: boolean;
}

function DeliveryLine({ delivery: d, label, timeZone, onDetails, onReplay, replaying }: DeliveryLineProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="webhook-delivery">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
            <Badge color={stateColor[d.state]} variant="light" size="sm">
              {t(`webhooks.states.${d.state}`)}
            </Badge>
            <Text size="sm" fw={500}>
              {label}
            </Text>
            <Text size="xs" c="dimmed">
              {d.event_type}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {atProperty(d.created_at, timeZone)} · {t('webhooks.columns.attempts')}: {d.attempts}
            {d.last_status !== null ? ` · HTTP ${d.last_status}` : ''}
            {d.last_error && d.state !== 'delivered' ? ` · ${d.last_error}` : ''}
          </Text>
          {d.state === 'pending' && d.next_at !== null && d.attempts > 0 ? (
            <Text size="xs" c="dimmed">
              {t('webhooks.nextAt', { at: atProperty(d.next_at, timeZone) })}
            </Text>
          ) : null}
        </Stack>
        <Group gap={4}>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconListDetails size={14} />}
            onClick={onDetails}
          >
            {t('webhooks.details')}
          </Button>
          {d.state !== 'pending' ? (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconRepeat size={14} />}
              loading={replaying}
              onClick={onReplay}
            >
              {t('webhooks.replay')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

/** One delivery's attempts: the request as sent (headers, body) and the answer (status, its start). */
function WebhookDeliveryDetail({
  id,
  timeZone,
  onClose,
}: {
  id: number | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useWebhookDelivery(id);
  const label = useEventLabel();
  const d = detail.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={d ? t('webhooks.detailTitle', { event: label(d.event_type) }) : t('webhooks.details')}
      size="xl"
      radius="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {detail.error ? <LoadError error={detail.error} onRetry={() => detail.refetch()} /> : null}
      {d ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {t('webhooks.eventId', { id: d.event_id })}
          </Text>
          {d.tries.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('webhooks.logEmpty')}
            </Text>
          ) : null}
          {d.tries.map((a) => (
            <Paper key={a.attempt} withBorder radius="sm" p="sm">
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {t('webhooks.attempt', { n: a.attempt })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {atProperty(a.at, timeZone)} · {t('webhooks.duration', { ms: a.duration_ms })}
                  </Text>
                  <Badge
                    variant="light"
                    size="sm"
                    color={a.response_status !== null && a.response_status < 300 ? 'green' : 'red'}
                  >
                    {a.response_status !== null ? `HTTP ${a.response_status}` : t('webhooks.noAnswer')}
                  </Badge>
                </Group>
                {a.error ? (
                  <Text size="sm" c="red">
                    {a.error}
                  </Text>
                ) : null}
                <Text size="xs" fw={600}>
                  {t('webhooks.request')}
                </Text>
                <Code
                  block
                  style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 240, overflow: 'auto' }}
                >
                  {Object.entries(a.request_headers)
                    .map(([k, v]) => `${k}: ${v}`)
                    .join('\n')}
                  {'\n\n'}
                  {a.request_body}
                </Code>
                {a.response_body ? (
                  <>
                    <Text size="xs" fw={600}>
                      {t('webhooks.answer')}
                    </Text>
                    <Code
                      block
                      style={{
                        whiteSpace: 'pre-wrap',
                        wordBreak: 'break-all',
                        maxHeight: 160,
                        overflow: 'auto',
                      }}
                    >
                      {a.response_body}
                    </Code>
                  </>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Modal>
  );
}
