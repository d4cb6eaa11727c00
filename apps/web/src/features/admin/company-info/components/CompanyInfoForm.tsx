import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { bookingTimeModes, companyInfoSchema } from '@pms/domain';
import { IconClock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CompanyInfoResponse } from '../../../../api/types.ts';
import { FormActions } from '../../../../ui/form/FormActions.tsx';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { submitWithServerErrors } from '../../../../ui/form/submitWithServerErrors.ts';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { SectionCard } from '../../../../ui/SectionCard.tsx';
import { CompanyContactFields } from '../../companies/components/CompanyContactFields.tsx';
import { ObjectTypeField } from '../../companies/components/ObjectTypeField.tsx';
import { useUpdateCompanyInfo } from '../hooks/useUpdateCompanyInfo.ts';
import { timeZoneOptions } from '../utils/timeZoneOptions.ts';
import { toFormValues } from '../utils/toFormValues.ts';
import { RequiredFieldsInput } from './RequiredFieldsInput.tsx';
import { RequisitesFields } from './RequisitesFields.tsx';

/** The two clock-time fields and their labels, typed the same way ('ЧЧ:ММ'). */
const clockFields = [
  { name: 'check_in_time', label: 'companyInfo.fields.checkInTime' },
  { name: 'check_out_time', label: 'companyInfo.fields.checkOutTime' },
] as const;

/** Settings of the current company, saved with one PATCH. */
export function CompanyInfoForm({ info }: { info: CompanyInfoResponse }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyInfo();
  const form = useForm({ resolver: zodResolver(companyInfoSchema), defaultValues: toFormValues(info) });
  // Labelling some 400 zones takes a moment; not on every keystroke.
  const zones = useMemo(() => timeZoneOptions(info.timezone), [info.timezone]);
  const { isDirty } = form.formState;
  const bookingTimeOptions = bookingTimeModes.map((mode) => ({
    value: mode,
    label: t(`companyInfo.bookingTime.${mode}`),
  }));

  const onSubmit = submitWithServerErrors(form, async (values) => {
    const saved = await update.mutateAsync(values);
    notifySuccess(t('notify.changed'));
    // The saved settings are the new baseline, so 'Сохранить' and 'Отмена' wait for the next change.
    form.reset(toFormValues(saved));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg" maw={880}>
          <SectionCard title={t('companyInfo.sections.main')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextField
                control={form.control}
                name="name"
                label={t('companyInfo.fields.name')}
                withAsterisk
              />
              <ObjectTypeField />
            </SimpleGrid>
          </SectionCard>
          <SectionCard title={t('companyInfo.sections.time')}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <SelectField
                  control={form.control}
                  name="timezone"
                  label={t('companyInfo.fields.timezone')}
                  withAsterisk
                  searchable
                  nothingFoundMessage={t('common.nothingFound')}
                  data={zones}
                  comboboxProps={{ withinPortal: true }}
                />
                <SelectField
                  control={form.control}
                  name="booking_time"
                  label={t('companyInfo.fields.bookingTime')}
                  withAsterisk
                  data={bookingTimeOptions}
                />
                {clockFields.map(({ name, label }) => (
                  <TextField
                    key={name}
                    control={form.control}
                    name={name}
                    label={t(label)}
                    withAsterisk
                    placeholder={t('companyInfo.timePlaceholder')}
                    maxLength={5}
                    inputMode="numeric"
                    leftSection={<IconClock size={16} />}
                  />
                ))}
              </SimpleGrid>
              <Controller
                control={form.control}
                name="required_fields"
                render={({ field, fieldState }) => (
                  <RequiredFieldsInput
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Stack>
          </SectionCard>
          <SectionCard title={t('companyInfo.sections.contacts')}>
            <Stack gap="sm">
              <CompanyContactFields />
            </Stack>
          </SectionCard>
          <SectionCard
            title={t('companySettings.requisites.title')}
            description={t('companySettings.requisites.description')}
          >
            <RequisitesFields />
          </SectionCard>
          <FormActions
            loading={update.isPending}
            submitDisabled={!isDirty}
            onCancel={() => form.reset()}
            cancelDisabled={!isDirty || update.isPending}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
