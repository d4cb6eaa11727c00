import { zodResolver } from '@hookform/resolvers/zod';
import { categoryTypes, oneOf, roomSchema } from '@pms/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category, Room } from '../../../../api/types.ts';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { NumberField } from '../../../../ui/form/NumberField.tsx';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { useSaveRoom } from '../hooks/useSaveRoom.ts';

interface RoomFormProps {
  room: Room | null;
  categories: Category[];
  /** Preselected category for a new room (the list's filter). */
  defaultCategory: number | null;
  onClose: () => void;
}

/**
 * Room name, category, floor (optional: read from the name while empty) and active flag; rooms of a
 * 'koika' category also get a number of beds.
 */
export function RoomForm({ room, categories, defaultCategory, onClose }: RoomFormProps) {
  const { t } = useTranslation();
  const save = useSaveRoom();
  const form = useForm({
    resolver: zodResolver(roomSchema),
    defaultValues: {
      name: room?.name ?? '',
      category: room?.category ?? defaultCategory ?? undefined,
      is_active: room?.is_active ?? true,
      floor: room?.floor ?? undefined,
      koika_count: room && room.category_type === 'koika' ? room.koika_list.length : undefined,
    },
  });
  const categoryId = useWatch({ control: form.control, name: 'category' });
  const category = categories.find((item) => item.id === Number(categoryId));
  const isKoika = category?.category_type === 'koika';

  // A new bed-type room starts with as many beds as its category has places.
  useEffect(() => {
    if (isKoika && category && form.getValues('koika_count') === undefined) {
      form.setValue('koika_count', category.place_number);
    }
  }, [isKoika, category, form]);

  const categoryOptions = categories.map((item) => {
    const type = oneOf(categoryTypes, item.category_type);
    return {
      value: String(item.id),
      label: `${item.name} · ${type ? t(`categories.typeShort.${type}`) : item.category_type}`,
    };
  });

  return (
    <EditorForm
      form={form}
      saving={save.isPending}
      onClose={onClose}
      // Only rooms of a bed-type category have beds; a count left from another category is dropped.
      onSave={(values) =>
        save.mutateAsync({
          id: room?.id,
          // An emptied floor is cleared (null), not kept as it was.
          body: {
            ...values,
            floor: values.floor ?? null,
            koika_count: isKoika ? values.koika_count : undefined,
          },
        })
      }
    >
      <TextField
        control={form.control}
        name="name"
        label={t('rooms.fields.name')}
        withAsterisk
        data-autofocus
      />
      <SelectField
        control={form.control}
        name="category"
        label={t('rooms.fields.category')}
        withAsterisk
        searchable
        nothingFoundMessage={t('common.nothingFound')}
        data={categoryOptions}
        parse={Number}
        comboboxProps={{ withinPortal: true }}
      />
      <NumberField
        control={form.control}
        name="floor"
        label={t('rooms.fields.floor')}
        description={t('rooms.fields.floorHint')}
        min={-5}
        max={200}
      />
      {isKoika ? (
        <NumberField
          control={form.control}
          name="koika_count"
          label={t('rooms.fields.koikaCount')}
          description={t('rooms.fields.koikaCountHint')}
          withAsterisk
          min={1}
          max={50}
        />
      ) : null}
      <SwitchField control={form.control} name="is_active" label={t('rooms.fields.isActive')} />
    </EditorForm>
  );
}
