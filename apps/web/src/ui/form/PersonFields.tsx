import { PasswordInput, SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { personValues } from './personValues.ts';
import { RegisteredField } from './RegisteredField.tsx';
import { TextField } from './TextField.tsx';

type PersonFormValues = ReturnType<typeof personValues> & { password?: string };

interface PersonFieldsProps {
  /** Focus 'Фамилия' when the dialog opens. */
  autoFocus?: boolean;
  /**
   * An employee's account in the employees dialogs: 'new' asks for the e-mail and 'Пароль'; 'colleague'
   * shows the e-mail read-only, since only its owner changes the login and the password (in the profile).
   * Without it (the own profile) the e-mail spans the full width under the name grid.
   */
  account?: 'new' | 'colleague';
}

/**
 * Фамилия, Имя, Отчество, Телефон and E-mail (plus the password of an employee) of the form in the
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
      // Beside a password field the browser would otherwise fill in the signed-in admin's own e-mail.
      autoComplete={account ? 'off' : undefined}
      disabled={account === 'colleague'}
      description={account === 'colleague' ? t('person.emailOwnerOnly') : undefined}
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
        {account === 'new' ? (
          <RegisteredField control={control} name="password">
            {(field) => (
              <PasswordInput
                label={t('person.password')}
                autoComplete="new-password"
                withAsterisk
                {...field}
              />
            )}
          </RegisteredField>
        ) : null}
      </SimpleGrid>
      {account ? null : email}
    </>
  );
}
