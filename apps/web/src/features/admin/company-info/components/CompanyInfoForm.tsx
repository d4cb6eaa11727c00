import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { bookingTimeModes, companyInfoSchema } from '@pms/domain';
import { IconClock } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CompanyInfoResponse } from '../../../../api/types.ts';
import { applyServerError } from '../../../../ui/applyServerError.ts';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { useObjectTypeOptions } from '../../companies/hooks/useObjectTypeOptions.ts';
import { useUpdateCompanyInfo } from '../hooks/useUpdateCompanyInfo.ts';
import { timeZoneOptions } from '../utils/timeZoneOptions.ts';
import { toFormValues } from '../utils/toFormValues.ts';
import { RequiredFieldsInput } from './RequiredFieldsInput.tsx';

const fields = [
  'name',
  'object_type',
  'timezone',
  'check_in_time',
  'check_out_time',
  'booking_time',
  'required_fields',
  'address',
  'phone',
  'email',
] as const;

/** Settings of the current company, saved with one PATCH. */
export function CompanyInfoForm({ info }: { info: CompanyInfoResponse }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyInfo();
  const objectTypeOptions = useObjectTypeOptions();
  const form = useForm({ resolver: zodResolver(companyInfoSchema), defaultValues: toFormValues(info) });
  const { errors, isDirty } = form.formState;
  const bookingTimeOptions = bookingTimeModes.map((mode) => ({
    value: mode,
    label: t(`companyInfo.bookingTime.${mode}`),
  }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      notifySuccess(t('notify.changed'));
      form.reset(toFormValues(saved));
    } catch (error) {
      applyServerError(error, form.setError, fields);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg" maw={880}>
        <Paper withBorder radius="md" p="lg">
          <Title order={4} mb="md">
            {t('companyInfo.sections.main')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('companyInfo.fields.name')}
              withAsterisk
              error={errors.name?.message}
              {...form.register('name')}
            />
            <SelectField
              control={form.control}
              name="object_type"
              label={t('companyInfo.fields.objectType')}
              withAsterisk
              data={objectTypeOptions}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={4} mb="md">
            {t('companyInfo.sections.time')}
          </Title>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <SelectField
                control={form.control}
                name="timezone"
                label={t('companyInfo.fields.timezone')}
                withAsterisk
                searchable
                nothingFoundMessage={t('common.nothingFound')}
                data={timeZoneOptions(info.timezone)}
                comboboxProps={{ withinPortal: true }}
              />
              <SelectField
                control={form.control}
                name="booking_time"
                label={t('companyInfo.fields.bookingTime')}
                withAsterisk
                data={bookingTimeOptions}
              />
              <TextInput
                label={t('companyInfo.fields.checkInTime')}
                withAsterisk
                placeholder={t('companyInfo.timePlaceholder')}
                maxLength={5}
                inputMode="numeric"
                leftSection={<IconClock size={16} />}
                error={errors.check_in_time?.message}
                {...form.register('check_in_time')}
              />
              <TextInput
                label={t('companyInfo.fields.checkOutTime')}
                withAsterisk
                placeholder={t('companyInfo.timePlaceholder')}
                maxLength={5}
                inputMode="numeric"
                leftSection={<IconClock size={16} />}
                error={errors.check_out_time?.message}
                {...form.register('check_out_time')}
              />
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
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={4} mb="md">
            {t('companyInfo.sections.contacts')}
          </Title>
          <Stack gap="sm">
            <TextInput
              label={t('companyInfo.fields.address')}
              error={errors.address?.message}
              {...form.register('address')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('companyInfo.fields.phone')}
                type="tel"
                error={errors.phone?.message}
                {...form.register('phone')}
              />
              <TextInput
                label={t('companyInfo.fields.email')}
                type="email"
                error={errors.email?.message}
                {...form.register('email')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" disabled={!isDirty || update.isPending} onClick={() => form.reset()}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
