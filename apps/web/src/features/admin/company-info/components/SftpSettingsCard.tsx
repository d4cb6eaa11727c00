import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { type SftpCheckView, sftpAuthMethods, sftpSettingsSchema } from '@pms/domain';
import { IconPlugConnected } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client.ts';
import type { CompanyInfoResponse } from '../../../../api/types.ts';
import { FormActions } from '../../../../ui/form/FormActions.tsx';
import { NumberField } from '../../../../ui/form/NumberField.tsx';
import { RegisteredField } from '../../../../ui/form/RegisteredField.tsx';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { submitWithServerErrors } from '../../../../ui/form/submitWithServerErrors.ts';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { notifyError } from '../../../../ui/notifyError.ts';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { SectionCard } from '../../../../ui/SectionCard.tsx';
import { useUpdateCompanyInfo } from '../hooks/useUpdateCompanyInfo.ts';
import { SftpExportPanel } from './SftpExportPanel.tsx';

/**
 * Where documents are exported by SFTP. The secret is never shown: left empty, the stored one stays and
 * 'Проверить соединение' uses it, so staff can check without typing the password again. Below the
 * settings, the day's register is uploaded on demand ('Выгрузить на SFTP') and the latest runs listed.
 */
export function SftpSettingsCard({
  info,
  sftp,
}: {
  info: CompanyInfoResponse;
  /** The saved settings, which come only to a role that may edit them. */
  sftp: NonNullable<CompanyInfoResponse['sftp']>;
}) {
  const { t } = useTranslation();
  const update = useUpdateCompanyInfo();
  const { has_secret: hasSecret, ...saved } = sftp;
  const form = useForm({
    resolver: zodResolver(sftpSettingsSchema),
    defaultValues: { ...saved, secret: '' },
  });
  const method = useWatch({ control: form.control, name: 'auth_method' });
  const check = useMutation({
    mutationFn: (sftp: unknown) => api.post<SftpCheckView>('/api/v2/companies/info/sftp-check/', { sftp }),
    onError: notifyError,
  });

  const onSubmit = submitWithServerErrors(form, async (values) => {
    const answer = await update.mutateAsync({ sftp: values });
    notifySuccess(t('notify.changed'));
    if (answer.sftp) {
      const { has_secret: _kept, ...next } = answer.sftp;
      form.reset({ ...next, secret: '' });
    }
  });
  const onCheck = form.handleSubmit((values) => check.mutate(values));
  const secretHint = hasSecret ? t('companySettings.sftp.secretKept') : undefined;

  return (
    <SectionCard title={t('companySettings.sftp.title')} description={t('companySettings.sftp.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField
              control={form.control}
              name="host"
              label={t('companySettings.sftp.host')}
              placeholder="sftp.example.kz"
            />
            <NumberField
              control={form.control}
              name="port"
              label={t('companySettings.sftp.port')}
              min={1}
              max={65535}
            />
            <TextField
              control={form.control}
              name="username"
              label={t('companySettings.sftp.username')}
              autoComplete="off"
            />
            <TextField
              control={form.control}
              name="folder"
              label={t('companySettings.sftp.folder')}
              placeholder="/upload"
            />
            <SelectField
              control={form.control}
              name="auth_method"
              label={t('companySettings.sftp.authMethod')}
              data={sftpAuthMethods.map((m) => ({ value: m, label: t(`companySettings.sftp.methods.${m}`) }))}
            />
          </SimpleGrid>
          <RegisteredField control={form.control} name="secret">
            {(field) =>
              method === 'key' ? (
                <Textarea
                  {...field}
                  label={t('companySettings.sftp.key')}
                  description={secretHint}
                  placeholder="-----BEGIN OPENSSH PRIVATE KEY-----"
                  autosize
                  minRows={3}
                  maxRows={8}
                  styles={{ input: { fontFamily: 'monospace' } }}
                />
              ) : (
                <PasswordInput
                  {...field}
                  label={t('companySettings.sftp.password')}
                  description={secretHint}
                  autoComplete="new-password"
                />
              )
            }
          </RegisteredField>
          {check.data ? (
            <Alert
              color={check.data.ok ? 'green' : 'red'}
              title={t(`companySettings.sftp.${check.data.ok ? 'ok' : 'failed'}`)}
            >
              {check.data.message}
            </Alert>
          ) : null}
          <Group justify="space-between" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconPlugConnected size={16} />}
              loading={check.isPending}
              onClick={onCheck}
            >
              {t('companySettings.sftp.check')}
            </Button>
            <FormActions loading={update.isPending} submitDisabled={!form.formState.isDirty} />
          </Group>
        </Stack>
      </form>
      {/* Outside the form: the export uses the saved settings, not what is being typed. */}
      <SftpExportPanel timeZone={info.timezone} hasSettings={Boolean(sftp.host)} />
    </SectionCard>
  );
}
