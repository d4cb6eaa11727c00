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
 * Invites a person to the current company. No password here: the server mails a link to the address and
 * the invitee sets their own there (issue 25); an address that already has an account keeps its password
 * and accepts in the profile (the server answers alike, on purpose).
 */
export function EmployeeCreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveEmployee();
  const form = useForm({
    resolver: zodResolver(employeeCreateSchema),
    defaultValues: { ...personValues(), role: DEFAULT_ROLE },
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
      <Text size="xs" c="dimmed">
        {t('employees.fields.inviteHint')}
      </Text>
    </EditorForm>
  );
}
