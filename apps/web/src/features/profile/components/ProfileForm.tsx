import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { profileEditSchema } from '@pms/domain';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../api/types.ts';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { PersonFields } from '../../../ui/form/PersonFields.tsx';
import { personValues } from '../../../ui/form/personValues.ts';
import { submitWithServerErrors } from '../../../ui/form/submitWithServerErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useUpdateProfile } from '../hooks/useUpdateProfile.ts';

/** The employee's own name, e-mail and phone. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm({ resolver: zodResolver(profileEditSchema), defaultValues: personValues(profile) });

  const onSubmit = submitWithServerErrors(form, async (values) => {
    const saved = await update.mutateAsync(values);
    // A new e-mail waits for its code (the card below the form asks for it); the rest is saved.
    notifySuccess(
      saved.pending_email ? t('profile.emailCode.sent', { email: saved.pending_email }) : t('notify.changed'),
    );
    // The saved data is the new baseline: 'Сохранить' stays disabled until something changes again.
    form.reset(personValues(saved));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <PersonFields />
          <FormActions loading={update.isPending} submitDisabled={!form.formState.isDirty} />
        </Stack>
      </form>
    </FormProvider>
  );
}
