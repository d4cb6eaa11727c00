import { zodResolver } from '@hookform/resolvers/zod';
import { employeeCreateSchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { PersonFields } from '../../../../ui/form/PersonFields.tsx';
import { personValues } from '../../../../ui/form/personValues.ts';
import { useSaveEmployee } from '../hooks/useSaveEmployee.ts';

/** A new employee of the current company, with the password they will sign in with. */
export function EmployeeCreateForm({ onClose }: { onClose: () => void }) {
  const save = useSaveEmployee();
  const form = useForm({
    resolver: zodResolver(employeeCreateSchema),
    defaultValues: { ...personValues(), password: '' },
  });

  return (
    <EditorForm
      form={form}
      saving={save.isPending}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ body })}
    >
      <PersonFields autoFocus account="new" />
    </EditorForm>
  );
}
