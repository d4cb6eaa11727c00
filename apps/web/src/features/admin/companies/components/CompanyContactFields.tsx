import { SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../api/types.ts';
import { TextField } from '../../../../ui/form/TextField.tsx';

type ContactValues = Pick<Company, 'address' | 'phone' | 'email'>;

/**
 * Адрес, then Телефон and E-mail side by side, of the form in the surrounding FormProvider: the same
 * contacts appear in a company's dialog and on the current company's settings page.
 */
export function CompanyContactFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<ContactValues>();
  return (
    <>
      <TextField control={control} name="address" label={t('companies.fields.address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField control={control} name="phone" label={t('companies.fields.phone')} type="tel" />
        <TextField control={control} name="email" label={t('companies.fields.email')} type="email" />
      </SimpleGrid>
    </>
  );
}
