import { Code, Group, SimpleGrid, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { type CompanyInfo, invoiceNotePlaceholders } from '@pms/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RegisteredField } from '../../../../ui/form/RegisteredField.tsx';
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
  'knp',
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
    <Stack gap="sm">
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
      {/* A LiquidJS template: the server refuses one that does not render, naming the reason. */}
      <RegisteredField control={control} name="requisites.invoice_note">
        {(field) => (
          <Textarea
            {...field}
            label={t('companySettings.requisites.invoice_note')}
            description={t('companySettings.requisites.invoiceNoteHint')}
            autosize
            minRows={3}
            maxRows={8}
          />
        )}
      </RegisteredField>
      <Group gap={6} aria-label={t('companySettings.requisites.invoiceNotePlaceholders')}>
        <Text size="sm" c="dimmed">
          {t('companySettings.requisites.invoiceNotePlaceholders')}
        </Text>
        {invoiceNotePlaceholders.map(([name, description]) => (
          <Tooltip key={name} label={description}>
            <Code>{`{{ ${name} }}`}</Code>
          </Tooltip>
        ))}
      </Group>
    </Stack>
  );
}
