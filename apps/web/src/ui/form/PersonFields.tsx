import { SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { personValues } from './personValues.ts';
import { TextField } from './TextField.tsx';

type PersonFormValues = ReturnType<typeof personValues>;

interface PersonFieldsProps {
  /** Focus 'Фамилия' when the dialog opens. */
  autoFocus?: boolean;
  /**
   * An employee's account in the employees dialogs: 'new' asks for the e-mail (never a password: the
   * invitee sets their own through the mailed link); 'colleague' shows the e-mail read-only, since only
   * its owner changes the login and the password (in the profile). Without it (the own profile) the
   * e-mail spans the full width under the name grid, and a new one waits for the code mailed to it.
   */
  account?: 'new' | 'colleague';
}

/**
 * Фамилия, Имя, Отчество, Телефон and E-mail of the form in the
 * surrounding FormProvider; the same person fields serve the employee dialogs and the profile.
 */
export function PersonFields({ autoFocus, account }: PersonFieldsProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<PersonFormValues>();
  const email = (
    <TextField
      control={control}
      name="email"
      label={t('person.email')}
      type="email"
      // The browser would otherwise fill in the signed-in admin's own e-mail.
      autoComplete={account ? 'off' : undefined}
      disabled={account === 'colleague'}
      description={
        account === 'colleague' ? t('person.emailOwnerOnly') : account ? undefined : t('person.emailByCode')
      }
      withAsterisk={account !== 'colleague'}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          control={control}
          name="last_name"
          label={t('person.lastName')}
          withAsterisk
          data-autofocus={autoFocus || undefined}
        />
        <TextField control={control} name="first_name" label={t('person.firstName')} withAsterisk />
        <TextField control={control} name="middle_name" label={t('person.middleName')} />
        <TextField control={control} name="phone_number" label={t('person.phone')} type="tel" />
        {account ? email : null}
      </SimpleGrid>
      {account ? null : email}
    </>
  );
}
