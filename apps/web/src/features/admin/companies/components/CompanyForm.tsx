import { zodResolver } from '@hookform/resolvers/zod';
import { companyCreateSchema, objectTypes, oneOf } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../api/types.ts';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { useSaveCompany } from '../hooks/useSaveCompany.ts';
import { CompanyContactFields } from './CompanyContactFields.tsx';
import { ObjectTypeField } from './ObjectTypeField.tsx';

interface CompanyFormProps {
  company: Company | null;
  onClose: () => void;
}

/** Name, object type (hotel or leisure), address, phone, e-mail. */
export function CompanyForm({ company, onClose }: CompanyFormProps) {
  const { t } = useTranslation();
  const save = useSaveCompany();
  const form = useForm({
    resolver: zodResolver(companyCreateSchema),
    defaultValues: {
      name: company?.name ?? '',
      object_type: oneOf(objectTypes, company?.object_type) ?? 'hotel',
      address: company?.address ?? '',
      phone: company?.phone ?? '',
      email: company?.email ?? '',
    },
  });

  return (
    <EditorForm
      form={form}
      saving={save.isPending}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: company?.id, body })}
    >
      <TextField
        control={form.control}
        name="name"
        label={t('companies.fields.name')}
        withAsterisk
        data-autofocus
      />
      <ObjectTypeField />
      <CompanyContactFields />
    </EditorForm>
  );
}
