import { zodResolver } from '@hookform/resolvers/zod';
import { type LeisureCategoryView, type LeisureRoomView, leisureRoomSchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { useSaveLeisureRoom } from '../hooks/useSaveLeisureRoom.ts';

interface LeisureRoomFormProps {
  room: LeisureRoomView | null;
  categories: LeisureCategoryView[];
  /** Preselected activity for a new place (the list's filter). */
  defaultCategory: number | null;
  onClose: () => void;
}

/** A place's name, its activity and active flag. */
export function LeisureRoomForm({ room, categories, defaultCategory, onClose }: LeisureRoomFormProps) {
  const { t } = useTranslation();
  const save = useSaveLeisureRoom();
  const form = useForm({
    resolver: zodResolver(leisureRoomSchema),
    defaultValues: {
      name: room?.name ?? '',
      category: room?.category ?? defaultCategory ?? undefined,
      is_active: room?.is_active ?? true,
    },
  });
  return (
    <EditorForm
      form={form}
      saving={save.isPending}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: room?.id, body })}
    >
      <TextField
        control={form.control}
        name="name"
        label={t('leisureRooms.fields.name')}
        withAsterisk
        data-autofocus
      />
      <SelectField
        control={form.control}
        name="category"
        label={t('leisureRooms.fields.category')}
        withAsterisk
        searchable
        nothingFoundMessage={t('common.nothingFound')}
        data={categories.map((item) => ({ value: String(item.id), label: item.name }))}
        parse={Number}
        comboboxProps={{ withinPortal: true }}
      />
      <SwitchField control={form.control} name="is_active" label={t('leisureRooms.fields.isActive')} />
    </EditorForm>
  );
}
