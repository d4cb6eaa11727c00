import { SimpleGrid } from '@mantine/core';
import type { CompanyInfo } from '@pms/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../ui/form/TextField.tsx';

/** The requisites in the order an invoice prints them; numbers are checked as they are saved. */
const fields = [
  'legal_name',
  'bin',
  'legal_address',
  'bank',
  'iik',
  'bik',
  'kbe',
  'director',
  'accountant',
  'phone',
  'email',
  'site',
] as const;

/** 'Реквизиты' of the property, part of the settings form (one save for all). */
export function RequisitesFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<CompanyInfo>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {fields.map((name) => (
        <TextField
          key={name}
          control={control}
          name={`requisites.${name}`}
          label={t(`companySettings.requisites.${name}`)}
          placeholder={t(`companySettings.requisites.placeholders.${name}`)}
          autoComplete="off"
        />
      ))}
    </SimpleGrid>
  );
}
