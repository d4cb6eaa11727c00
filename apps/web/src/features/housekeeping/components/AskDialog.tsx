import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { housekeepingMessages } from '@pms/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TapInput } from '../hooks/useTapQueue.ts';
import type { AskFor } from '../types/housekeepingTypes.ts';

/**
 * 'Заметка' (kept with the unit's current condition) or 'Не работает' with its reason (required: the
 * domain's rule, checked by the server too). Saved through the tap queue like any tap.
 */
export function AskDialog({
  ask,
  onClose,
  onTap,
}: {
  ask: AskFor | null;
  onClose: () => void;
  onTap: (input: TapInput) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const outOfOrder = ask?.kind === 'out_of_order';
  const name = ask ? (ask.bed ? `${ask.room.room_name}, ${ask.bed.name}` : ask.room.room_name) : '';
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!ask) return;
    if (outOfOrder && !text.trim()) {
      setError(housekeepingMessages.reasonRequired);
      return;
    }
    const unit = (ask.bed && ask.room.beds.find((b) => b.bed_id === ask.bed?.id)) || ask.room;
    onTap(
      outOfOrder
        ? { room: ask.room.room_id, bed: ask.bed?.id ?? null, condition: 'out_of_order', reason: text }
        : {
            room: ask.room.room_id,
            bed: ask.bed?.id ?? null,
            condition: unit.condition,
            note: text,
            reason: unit.reason,
          },
    );
    close();
  };
  return (
    <Modal
      opened={ask !== null}
      onClose={close}
      title={`${outOfOrder ? t('housekeeping.outOfOrder') : t('housekeeping.note')}: ${name}`}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={outOfOrder ? t('housekeeping.reason') : t('housekeeping.note')}
            placeholder={outOfOrder ? t('housekeeping.reasonPlaceholder') : t('housekeeping.notePlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={outOfOrder ? 200 : 500}
            error={error}
            withAsterisk={outOfOrder}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('housekeeping.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
