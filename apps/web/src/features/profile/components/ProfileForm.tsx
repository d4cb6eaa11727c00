import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { profileEditSchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../api/types.ts';
import { applyServerError } from '../../../ui/applyServerError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useUpdateProfile } from '../hooks/useUpdateProfile.ts';

const fields = ['email', 'first_name', 'last_name', 'middle_name', 'phone_number'] as const;

/** The employee's own name, e-mail and phone. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileEditSchema),
    defaultValues: {
      email: profile.email,
      first_name: profile.first_name,
      last_name: profile.last_name,
      middle_name: profile.middle_name ?? '',
      phone_number: profile.phone_number ?? '',
    },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      notifySuccess(t('notify.changed'));
      form.reset({
        email: saved.email,
        first_name: saved.first_name,
        last_name: saved.last_name,
        middle_name: saved.middle_name ?? '',
        phone_number: saved.phone_number ?? '',
      });
    } catch (error) {
      applyServerError(error, form.setError, fields);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('person.lastName')}
            withAsterisk
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
          <TextInput
            label={t('person.firstName')}
            withAsterisk
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextInput
            label={t('person.middleName')}
            error={errors.middle_name?.message}
            {...form.register('middle_name')}
          />
          <TextInput
            label={t('person.phone')}
            type="tel"
            error={errors.phone_number?.message}
            {...form.register('phone_number')}
          />
        </SimpleGrid>
        <TextInput
          label={t('person.email')}
          type="email"
          withAsterisk
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
