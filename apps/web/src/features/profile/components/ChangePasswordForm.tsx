import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Stack, Text } from '@mantine/core';
import { changePasswordSchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { RegisteredField } from '../../../ui/form/RegisteredField.tsx';
import { submitWithServerErrors } from '../../../ui/form/submitWithServerErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useChangePassword } from '../hooks/useChangePassword.ts';

/**
 * The current password, then the new one; autoComplete lets the password manager fill in the first
 * and suggest the second.
 */
const passwordFields = [
  { name: 'old_password', label: 'profile.oldPassword', autoComplete: 'current-password' },
  { name: 'new_password', label: 'profile.newPassword', autoComplete: 'new-password' },
] as const;

/** Current and new password; a wrong current password is shown under its field. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { old_password: '', new_password: '' },
  });

  const onSubmit = submitWithServerErrors(form, async (values) => {
    await change.mutateAsync(values);
    notifySuccess(t('profile.passwordChanged'));
    form.reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {passwordFields.map(({ name, label, autoComplete }) => (
          <RegisteredField key={name} control={form.control} name={name}>
            {(field) => (
              <PasswordInput label={t(label)} autoComplete={autoComplete} withAsterisk {...field} />
            )}
          </RegisteredField>
        ))}
        <Text size="xs" c="dimmed">
          {t('profile.passwordHint')}
        </Text>
        <FormActions loading={change.isPending} submitLabel={t('profile.changePassword')} />
      </Stack>
    </form>
  );
}
