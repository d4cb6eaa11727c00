import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../api/types.ts';
import { useCategoryRooms } from '../../admin/categories/hooks/useCategoryRooms.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import { useFreeRooms } from '../hooks/useFreeRooms.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { IdSelectField } from './IdSelectField.tsx';
import { RoomReasonDialog } from './RoomReasonDialog.tsx';

/**
 * Category, room and (in a beds category) bed. Moving a saved booking to another room first asks for
 * the reason, sent as room_reason; coming back to the saved room forgets it.
 */
export function RoomFields({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation();
  const { detail, readOnly } = useEditorContext();
  const { control, setValue } = useFormContext<EditorValues>();
  const [categoryId, roomId] = useWatch({ control, name: ['category', 'room'] });
  const rooms = useCategoryRooms(categoryId);
  const free = useFreeRooms();
  const [pending, setPending] = useState<number | null>(null);
  const isSaved = detail.booking_status !== 'new' && detail.room !== null;
  const roomName = (id: number | null) =>
    id === detail.room ? detail.room_name : (rooms.data?.find((r) => r.id === id)?.name ?? String(id));

  const setRoom = (room: number | null, reason: string) => {
    setValue('room', room, { shouldDirty: true, shouldValidate: true });
    setValue('koika', null, { shouldDirty: true });
    setValue('room_reason', reason, { shouldDirty: true });
  };
  const pickRoom = (room: number | null) => {
    if (room === roomId) return;
    if (isSaved && room !== null && room !== detail.room) return setPending(room);
    setRoom(room, '');
  };
  const pickCategory = (category: number | null) => {
    if (category === categoryId) return;
    setValue('category', category, { shouldDirty: true });
    setRoom(null, '');
  };

  const bedsOf = rooms.data?.find((r) => r.id === roomId)?.koika_list ?? [];
  const categoryOptions = categories
    .filter((c) => c.is_active || c.id === categoryId)
    .map((c) => ({ id: c.id, label: c.name }));
  // Rooms something else holds for these dates are marked 'занят' and cannot be picked; free ones
  // come first (issue 28, item 9). The booking's own room stays pickable.
  const taken = (id: number) => id !== roomId && free.get(id) === false;
  const roomOptions = (rooms.data ?? [])
    .filter((r) => r.is_active || r.id === roomId)
    .map((r) => ({
      id: r.id,
      label: taken(r.id) ? t('bookingEditor.stay.roomTaken', { room: r.name }) : r.name,
      disabled: taken(r.id),
    }))
    .sort((a, b) => Number(a.disabled) - Number(b.disabled));
  if (roomId !== null && !roomOptions.some((r) => r.id === roomId))
    roomOptions.push({ id: roomId, label: roomName(roomId), disabled: false });

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: bedsOf.length > 0 ? 3 : 2 }} spacing="md">
        <IdSelectField
          control={control}
          name="category"
          label={t('bookingEditor.stay.category')}
          options={categoryOptions}
          onPick={pickCategory}
          disabled={readOnly}
          searchable
        />
        <IdSelectField
          control={control}
          name="room"
          label={t('bookingEditor.stay.room')}
          withAsterisk
          options={roomOptions}
          onPick={pickRoom}
          disabled={readOnly || categoryId === null}
          searchable
        />
        {bedsOf.length > 0 && (
          <IdSelectField
            control={control}
            name="koika"
            label={t('bookingEditor.stay.bed')}
            options={bedsOf.map((b) => ({ id: b.id, label: b.name }))}
            disabled={readOnly}
          />
        )}
      </SimpleGrid>
      <RoomReasonDialog
        move={pending === null ? null : { from: detail.room_name, to: roomName(pending) }}
        onCancel={() => setPending(null)}
        onConfirm={(reason) => {
          setRoom(pending, reason);
          setPending(null);
        }}
      />
    </>
  );
}
