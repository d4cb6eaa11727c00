import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { companyCreateSchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../api/types.ts';
import { applyServerError } from '../../../../ui/applyServerError.ts';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { useObjectTypeOptions } from '../hooks/useObjectTypeOptions.ts';
import { useSaveCompany } from '../hooks/useSaveCompany.ts';

const fields = ['name', 'object_type', 'address', 'phone', 'email'] as const;

interface CompanyFormProps {
  company: Company | null;
  onClose: () => void;
}

/** Name, object type (hotel or leisure), address, phone, e-mail. */
export function CompanyForm({ company, onClose }: CompanyFormProps) {
  const { t } = useTranslation();
  const save = useSaveCompany();
  const objectTypeOptions = useObjectTypeOptions();
  const form = useForm({
    resolver: zodResolver(companyCreateSchema),
    defaultValues: {
      name: company?.name ?? '',
      object_type: company?.object_type ?? 'hotel',
      address: company?.address ?? '',
      phone: company?.phone ?? '',
      email: company?.email ?? '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: company?.id, body });
      onClose();
    } catch (error) {
      applyServerError(error, form.setError, fields);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('companies.fields.name')}
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <SelectField
          control={form.control}
          name="object_type"
          label={t('companies.fields.objectType')}
          withAsterisk
          data={objectTypeOptions}
        />
        <TextInput
          label={t('companies.fields.address')}
          error={errors.address?.message}
          {...form.register('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('companies.fields.phone')}
            type="tel"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextInput
            label={t('companies.fields.email')}
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
