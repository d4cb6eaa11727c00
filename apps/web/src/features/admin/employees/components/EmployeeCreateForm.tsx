import { zodResolver } from '@hookform/resolvers/zod';
import { employeeCreateSchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { PersonFields } from '../../../../ui/form/PersonFields.tsx';
import { personValues } from '../../../../ui/form/personValues.ts';
import { useSaveEmployee } from '../hooks/useSaveEmployee.ts';

/**
 * Invites a person to the current company: a new address gets an account with the typed password, an
 * address that already has one keeps its own password (the server answers alike, on purpose).
 */
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
