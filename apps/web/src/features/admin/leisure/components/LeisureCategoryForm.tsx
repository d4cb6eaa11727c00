import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea } from '@mantine/core';
import { type LeisureCategoryView, leisureCategorySchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { RegisteredField } from '../../../../ui/form/RegisteredField.tsx';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { CategoryMediaSection } from '../../category-media/components/CategoryMediaSection.tsx';
import { leisureMedia } from '../hooks/leisureMedia.ts';
import { useSaveLeisureCategory } from '../hooks/useSaveLeisureCategory.ts';

interface LeisureCategoryFormProps {
  category: LeisureCategoryView | null;
  onClose: () => void;
}

/** An activity's name, description and active flag, then its pictures once it is saved. */
export function LeisureCategoryForm({ category, onClose }: LeisureCategoryFormProps) {
  const { t } = useTranslation();
  const save = useSaveLeisureCategory();
  const form = useForm({
    resolver: zodResolver(leisureCategorySchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      is_active: category?.is_active ?? true,
    },
  });
  return (
    <EditorForm
      form={form}
      saving={save.isPending}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: category?.id, body })}
    >
      <TextField
        control={form.control}
        name="name"
        label={t('leisureCategories.fields.name')}
        withAsterisk
        data-autofocus
      />
      <RegisteredField control={form.control} name="description">
        {(field) => (
          <Textarea
            label={t('leisureCategories.fields.description')}
            autosize
            minRows={2}
            maxRows={8}
            {...field}
          />
        )}
      </RegisteredField>
      <SwitchField control={form.control} name="is_active" label={t('leisureCategories.fields.isActive')} />
      <CategoryMediaSection kind={leisureMedia} categoryId={category?.id} />
    </EditorForm>
  );
}
