import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { calendarMessages } from '@pms/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useMoveBooking } from '../hooks/useMoveBooking.ts';
import type { CalendarCategory } from '../types/calendarTypes.ts';
import type { MoveDrop } from '../types/moveDrop.ts';
import { findRoom } from '../utils/findRoom.ts';
import { formatInstant } from '../utils/formatInstant.ts';
import { moveInput } from '../utils/moveInput.ts';

interface MoveDialogProps {
  drop: MoveDrop | null;
  categories: CalendarCategory[];
  timeZone: string;
  onClose: () => void;
}

/** Moving a guest to another room asks the reason ('Напишите причину переселения') before the PATCH. */
export function MoveDialog({ drop, categories, timeZone, onClose }: MoveDialogProps) {
  const { t } = useTranslation();
  const move = useMoveBooking();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setReason('');
    setError(null);
  }, [drop]);
  if (!drop) return <Modal opened={false} onClose={onClose} />;
  const from = findRoom(categories, drop.item.room_id, drop.item.koika_id);
  const to = findRoom(categories, drop.roomId, drop.bedId);
  const input = moveInput(drop, timeZone, reason.trim());
  const submit = () => {
    // The server refuses a room change without a reason; say so before asking it.
    if (!input.room_reason) return setError(calendarMessages.moveReason);
    move.mutate(
      { item: drop.item, categoryId: to?.category.id ?? drop.item.category_id, input },
      {
        onSuccess: () => {
          notifySuccess(t('notify.changed'));
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  const place = (found: ReturnType<typeof findRoom>) =>
    found ? [found.room.name, found.bedName].filter(Boolean).join(', ') : '';
  return (
    <Modal opened onClose={onClose} title={t('calendar.move.title')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('calendar.move.summary', {
            id: drop.item.id,
            from: place(from),
            to: place(to),
            checkIn: formatInstant(input.check_in, timeZone),
            checkOut: formatInstant(input.check_out, timeZone),
          })}
        </Text>
        <Textarea
          label={t('calendar.move.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={3}
          data-autofocus
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={move.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
