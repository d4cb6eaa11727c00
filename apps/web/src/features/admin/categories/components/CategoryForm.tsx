import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea } from '@mantine/core';
import { categoryTypes, oneOf } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../api/types.ts';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { NumberField } from '../../../../ui/form/NumberField.tsx';
import { RegisteredField } from '../../../../ui/form/RegisteredField.tsx';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { CategoryMediaSection } from '../../category-media/components/CategoryMediaSection.tsx';
import { hotelMedia } from '../hooks/hotelMedia.ts';
import { useSaveCategory } from '../hooks/useSaveCategory.ts';
import { categoryFormSchema } from '../utils/categoryFormSchema.ts';
import { ratesToFormValues } from '../utils/ratesToFormValues.ts';
import { CategoryRatesSection } from './CategoryRatesSection.tsx';

interface CategoryFormProps {
  category: Category | null;
  onClose: () => void;
}

/** Name, type (rooms or beds), places and extra places, description, active flag, and the rates. */
export function CategoryForm({ category, onClose }: CategoryFormProps) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const form = useForm({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      category_type: oneOf(categoryTypes, category?.category_type) ?? 'room',
      place_number: category?.place_number ?? 1,
      additional_place: category?.additional_place ?? 0,
      description: category?.description ?? '',
      is_active: category?.is_active ?? true,
      rates: ratesToFormValues(category?.rates),
    },
  });

  return (
    <EditorForm
      form={form}
      saving={save.isPending}
      onClose={onClose}
      // The form does not show adults per room; an existing category keeps its value.
      onSave={(body) =>
        save.mutateAsync({
          id: category?.id,
          body: { ...body, adult_count: category?.adult_count ?? undefined },
        })
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          control={form.control}
          name="name"
          label={t('categories.fields.name')}
          withAsterisk
          data-autofocus
        />
        <SelectField
          control={form.control}
          name="category_type"
          label={t('categories.fields.type')}
          withAsterisk
          data={[
            { value: 'room', label: t('categories.typeOption.room') },
            { value: 'koika', label: t('categories.typeOption.koika') },
          ]}
        />
        <NumberField
          control={form.control}
          name="place_number"
          label={t('categories.fields.placeNumber')}
          withAsterisk
          min={1}
          max={100}
        />
        <NumberField
          control={form.control}
          name="additional_place"
          label={t('categories.fields.additionalPlace')}
          min={0}
          max={100}
        />
      </SimpleGrid>
      <RegisteredField control={form.control} name="description">
        {(field) => (
          <Textarea label={t('categories.fields.description')} autosize minRows={2} maxRows={8} {...field} />
        )}
      </RegisteredField>
      <SwitchField control={form.control} name="is_active" label={t('categories.fields.isActive')} />
      <CategoryRatesSection />
      <CategoryMediaSection kind={hotelMedia} categoryId={category?.id} />
    </EditorForm>
  );
}
