import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { DEFAULT_ROLE, employeeCreateSchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { PersonFields } from '../../../../ui/form/PersonFields.tsx';
import { personValues } from '../../../../ui/form/personValues.ts';
import { useSaveEmployee } from '../hooks/useSaveEmployee.ts';
import { RoleField } from './RoleField.tsx';

/**
 * Invites a person to the current company: a new address gets an account with the typed password, an
 * address that already has one keeps its own password (the server answers alike, on purpose).
 */
export function EmployeeCreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveEmployee();
  const form = useForm({
    resolver: zodResolver(employeeCreateSchema),
    defaultValues: { ...personValues(), password: '', role: DEFAULT_ROLE },
  });

  return (
    <EditorForm
      form={form}
      saving={save.isPending}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ body })}
    >
      <PersonFields autoFocus account="new" />
      <RoleField control={form.control} name="role" />
      {/* Under the whole grid, so the password box stays level with the e-mail box beside it. */}
      <Text size="xs" c="dimmed">
        {t('employees.fields.passwordHint')}
      </Text>
    </EditorForm>
  );
}
