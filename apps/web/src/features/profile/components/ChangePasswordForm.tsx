import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { changePasswordSchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../../../ui/applyServerError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useChangePassword } from '../hooks/useChangePassword.ts';

/** Current and new password; a wrong current password is shown under its field. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { old_password: '', new_password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notifySuccess(t('profile.passwordChanged'));
      form.reset();
    } catch (error) {
      applyServerError(error, form.setError, ['old_password', 'new_password']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t('profile.oldPassword')}
          autoComplete="current-password"
          withAsterisk
          error={errors.old_password?.message}
          {...form.register('old_password')}
        />
        <PasswordInput
          label={t('profile.newPassword')}
          autoComplete="new-password"
          withAsterisk
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <Text size="xs" c="dimmed">
          {t('profile.passwordHint')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
