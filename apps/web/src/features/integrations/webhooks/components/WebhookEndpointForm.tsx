import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import {
  type WebhookEndpointView,
  type WebhookEndpointWithSecret,
  webhookEndpointInput,
  webhookEventLabels,
  webhookEventTypes,
} from '@pms/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { useCreateWebhook, useUpdateWebhook } from '../../hooks/useWebhooks.ts';

interface WebhookEndpointFormProps {
  /** The endpoint edited; none to add one. */
  endpoint?: WebhookEndpointView;
  onClose: () => void;
  /** A new endpoint's secret, to show once. */
  onCreated: (made: WebhookEndpointWithSecret) => void;
}

/** An endpoint's address, description, events (checkboxes) and switch; the server checks the address. */
export function WebhookEndpointForm({ endpoint, onClose, onCreated }: WebhookEndpointFormProps) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useForm({
    resolver: zodResolver(webhookEndpointInput),
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? ['booking.created', 'booking.changed', 'booking.cancelled'],
      enabled: endpoint?.enabled ?? true,
    },
  });
  return (
    <EditorForm
      form={form}
      saving={create.isPending || update.isPending}
      onClose={onClose}
      onSave={async (body) => {
        if (endpoint) return update.mutateAsync({ id: endpoint.id, body });
        onCreated(await create.mutateAsync(body));
      }}
    >
      <TextField
        control={form.control}
        name="url"
        label={t('webhooks.url')}
        description={t('webhooks.urlHint')}
        placeholder="https://"
        required
        data-autofocus
      />
      <TextField
        control={form.control}
        name="description"
        label={t('webhooks.descriptionField')}
        description={t('webhooks.descriptionHint')}
      />
      <Controller
        control={form.control}
        name="events"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label={t('webhooks.events')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            withAsterisk
          >
            <Stack gap={0} mt={6}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
                {webhookEventTypes.map((type) => (
                  <Checkbox
                    key={type}
                    value={type}
                    label={webhookEventLabels[type]}
                    description={type}
                    ref={type === webhookEventTypes[0] ? field.ref : undefined}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Checkbox.Group>
        )}
      />
      <SwitchField
        control={form.control}
        name="enabled"
        label={t('webhooks.enabled')}
        description={t('webhooks.enabledHint')}
      />
    </EditorForm>
  );
}
