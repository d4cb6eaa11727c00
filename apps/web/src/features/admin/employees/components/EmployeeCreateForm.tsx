import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { employeeCreateSchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../../../../ui/applyServerError.ts';
import { useSaveEmployee } from '../hooks/useSaveEmployee.ts';

const fields = ['email', 'password', 'first_name', 'last_name', 'middle_name', 'phone_number'] as const;

/** A new employee of the current company, with the password they will sign in with. */
export function EmployeeCreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveEmployee();
  const form = useForm({
    resolver: zodResolver(employeeCreateSchema),
    defaultValues: {
      email: '',
      password: '',
      first_name: '',
      last_name: '',
      middle_name: '',
      phone_number: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ body });
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
            label={t('person.password')}
            autoComplete="new-password"
            withAsterisk
            error={errors.password?.message}
            {...form.register('password')}
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
