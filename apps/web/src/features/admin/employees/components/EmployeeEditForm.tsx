import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../../api/types.ts';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { PersonFields } from '../../../../ui/form/PersonFields.tsx';
import { personValues } from '../../../../ui/form/personValues.ts';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { useProfile } from '../../../auth/hooks/useProfile.ts';
import { useResendInvitation } from '../hooks/useResendInvitation.ts';
import { useSaveEmployee } from '../hooks/useSaveEmployee.ts';
import { employeeEditSchema } from '../utils/employeeEditSchema.ts';
import { GenderField } from './GenderField.tsx';
import { RoleField } from './RoleField.tsx';

interface EmployeeEditFormProps {
  employee: Employee;
  onClose: () => void;
}

/**
 * A colleague's names and phone, and whether they work in the current company. Their e-mail and password
 * are theirs to change in their own profile. An invitation not yet accepted edits only the names and
 * phone the company typed: the server refuses to switch it on, so the switch gives way to a note.
 */
export function EmployeeEditForm({ employee, onClose }: EmployeeEditFormProps) {
  const { t } = useTranslation();
  const save = useSaveEmployee();
  const form = useForm({
    resolver: zodResolver(employeeEditSchema),
    // An invitation's is_active stays out of the form, so it is never sent.
    defaultValues: {
      ...personValues(employee),
      is_active: employee.invited ? undefined : employee.is_active,
      // An invitation's account is not the company's to describe: no gender until it is accepted.
      gender: employee.invited ? undefined : employee.gender,
      role: employee.role,
    },
  });
  const self = useProfile().data?.id === employee.id;
  const resend = useResendInvitation();

  return (
    <EditorForm
      form={form}
      saving={save.isPending}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: employee.id, body })}
    >
      <PersonFields autoFocus account="colleague" />
      {!employee.invited && <GenderField control={form.control} name="gender" />}
      <RoleField control={form.control} name="role" current={employee.role} self={self} />
      {employee.invited ? (
        <Alert color="orange" variant="light" icon={<IconMailForward size={18} />} p="sm">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('employees.fields.invitedNote')}</Text>
            <Button
              size="xs"
              variant="light"
              color="orange"
              loading={resend.isPending}
              onClick={() => resend.mutate(employee.id)}
            >
              {t('employees.invite.resend')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <SwitchField
          control={form.control}
          name="is_active"
          label={t('employees.fields.isActive')}
          description={t('employees.fields.isActiveHint')}
        />
      )}
    </EditorForm>
  );
}
