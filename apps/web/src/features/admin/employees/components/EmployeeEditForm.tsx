import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../../api/types.ts';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { PersonFields } from '../../../../ui/form/PersonFields.tsx';
import { personValues } from '../../../../ui/form/personValues.ts';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { useSaveEmployee } from '../hooks/useSaveEmployee.ts';
import { employeeEditSchema } from '../utils/employeeEditSchema.ts';

interface EmployeeEditFormProps {
  employee: Employee;
  onClose: () => void;
}

/**
 * A colleague's names and phone, and whether they work in the current company. Their e-mail and password
 * are theirs to change in their own profile.
 */
export function EmployeeEditForm({ employee, onClose }: EmployeeEditFormProps) {
  const { t } = useTranslation();
  const save = useSaveEmployee();
  const form = useForm({
    resolver: zodResolver(employeeEditSchema),
    defaultValues: { ...personValues(employee), is_active: employee.is_active },
  });

  return (
    <EditorForm
      form={form}
      saving={save.isPending}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: employee.id, body })}
    >
      <PersonFields autoFocus account="colleague" />
      <SwitchField
        control={form.control}
        name="is_active"
        label={t('employees.fields.isActive')}
        description={t('employees.fields.isActiveHint')}
      />
    </EditorForm>
  );
}
