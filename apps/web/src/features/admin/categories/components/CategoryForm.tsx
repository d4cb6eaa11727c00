import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { categorySchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../api/types.ts';
import { applyServerError } from '../../../../ui/applyServerError.ts';
import { NumberField } from '../../../../ui/form/NumberField.tsx';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { useSaveCategory } from '../hooks/useSaveCategory.ts';

const fields = [
  'name',
  'category_type',
  'place_number',
  'additional_place',
  'description',
  'is_active',
] as const;

interface CategoryFormProps {
  category: Category | null;
  onClose: () => void;
}

/** Name, type (rooms or beds), places and extra places, description, active flag. */
export function CategoryForm({ category, onClose }: CategoryFormProps) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const form = useForm({
    resolver: zodResolver(categorySchema),
    defaultValues: {
      name: category?.name ?? '',
      category_type: category?.category_type ?? 'room',
      place_number: category?.place_number ?? 1,
      additional_place: category?.additional_place ?? 0,
      description: category?.description ?? '',
      is_active: category?.is_active ?? true,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({
        id: category?.id,
        body: { ...body, adult_count: category?.adult_count ?? undefined },
      });
      onClose();
    } catch (error) {
      applyServerError(error, form.setError, fields);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('categories.fields.name')}
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
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
        <SimpleGrid cols={2} spacing="sm">
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
        <Textarea
          label={t('categories.fields.description')}
          autosize
          minRows={3}
          maxRows={8}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <SwitchField control={form.control} name="is_active" label={t('categories.fields.isActive')} />
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
