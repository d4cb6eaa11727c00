import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { emailCodeSchema } from '@pms/domain';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { submitWithServerErrors } from '../../../ui/form/submitWithServerErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useConfirmEmail } from '../hooks/useConfirmEmail.ts';

/**
 * The code mailed to a new login: the e-mail changes only when it is typed here (issue 25), so nobody
 * renames their login to a mailbox they do not read.
 */
export function EmailCodeForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmEmail();
  const form = useForm({ resolver: zodResolver(emailCodeSchema), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;

  const onSubmit = submitWithServerErrors(form, async (values) => {
    await confirm.mutateAsync(values);
    notifySuccess(t('profile.emailCode.confirmed'));
  });

  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMailCheck size={18} />}
      title={t('profile.emailCode.sent', { email })}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('profile.emailCode.description', { email })}</Text>
          <TextInput
            label={t('profile.emailCode.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            maw={220}
            error={error}
            {...form.register('code')}
          />
          <FormActions loading={confirm.isPending} submitLabel={t('profile.emailCode.confirm')} />
        </Stack>
      </form>
    </Alert>
  );
}
