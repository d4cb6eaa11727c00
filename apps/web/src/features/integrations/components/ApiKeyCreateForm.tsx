import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import {
  type ApiKeyCreated,
  apiKeyCreateSchema,
  apiKeyPermissions,
  type Permission,
  permissionLabels,
} from '@pms/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm } from '../../../ui/form/EditorForm.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useCreateApiKey } from '../hooks/useApiKeys.ts';

const EXPIRY_DAYS = ['30', '90', '180', '365', '730'] as const;

/**
 * A new key: its name, the permissions it carries (only those the owner holds and a key may carry) and
 * how long it works. `onCreated` gets the answer with the token, which is shown once.
 */
export function ApiKeyCreateForm({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (key: ApiKeyCreated) => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const create = useCreateApiKey();
  const offered = apiKeyPermissions.filter(can);
  const form = useForm({
    resolver: zodResolver(apiKeyCreateSchema),
    defaultValues: { name: '', permissions: [] as Permission[], expires_in_days: 365 },
  });
  return (
    <EditorForm
      form={form}
      saving={create.isPending}
      onClose={onClose}
      onSave={async (body) => onCreated(await create.mutateAsync(body))}
    >
      <TextField
        control={form.control}
        name="name"
        label={t('integrations.apiKeys.name')}
        placeholder={t('integrations.apiKeys.namePlaceholder')}
        withAsterisk
        data-autofocus
      />
      <Controller
        control={form.control}
        name="permissions"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label={t('integrations.apiKeys.permissions')}
            description={t('integrations.apiKeys.permissionsHint')}
            withAsterisk
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {offered.map((permission) => (
                <Checkbox key={permission} value={permission} label={permissionLabels[permission]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
      <SelectField
        control={form.control}
        name="expires_in_days"
        label={t('integrations.apiKeys.expiry')}
        data={EXPIRY_DAYS.map((days) => ({ value: days, label: t(`integrations.apiKeys.days.${days}`) }))}
        parse={Number}
        withAsterisk
      />
      {offered.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('integrations.apiKeys.permissionsHint')}
        </Text>
      ) : null}
    </EditorForm>
  );
}
