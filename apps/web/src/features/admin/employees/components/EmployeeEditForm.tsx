import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../../api/types.ts';
import { applyServerError } from '../../../../ui/applyServerError.ts';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { useSaveEmployee } from '../hooks/useSaveEmployee.ts';
import { employeeEditSchema } from '../utils/employeeEditSchema.ts';

const fields = [
  'email',
  'password',
  'first_name',
  'last_name',
  'middle_name',
  'phone_number',
  'is_active',
] as const;

interface EmployeeEditFormProps {
  employee: Employee;
  onClose: () => void;
}

/** An employee's data and active flag; the password changes only when a new one is typed. */
export function EmployeeEditForm({ employee, onClose }: EmployeeEditFormProps) {
  const { t } = useTranslation();
  const save = useSaveEmployee();
  const form = useForm({
    resolver: zodResolver(employeeEditSchema),
    defaultValues: {
      email: employee.email,
      password: '',
      first_name: employee.first_name,
      last_name: employee.last_name,
      middle_name: employee.middle_name ?? '',
      phone_number: employee.phone_number ?? '',
      is_active: employee.is_active,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: employee.id, body });
      onClose();
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
            data-autofocus
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
          <TextInput
            label={t('person.email')}
            type="email"
            autoComplete="off"
            withAsterisk
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('person.newPassword')}
            description={t('person.newPasswordHint')}
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
        </SimpleGrid>
        <SwitchField control={form.control} name="is_active" label={t('employees.fields.isActive')} />
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
