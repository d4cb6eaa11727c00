import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { calendarMessages } from '@pms/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RoomReasonDialogProps {
  /** The move being asked about, or null when closed. */
  move: { from: string; to: string } | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** 'Напишите причину переселения': moving a saved booking to another room needs the reason. */
export function RoomReasonDialog({ move, onConfirm, onCancel }: RoomReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (move) {
      setReason('');
      setError(null);
    }
  }, [move]);
  const submit = () => {
    if (!reason.trim()) return setError(calendarMessages.moveReason);
    onConfirm(reason.trim());
  };
  return (
    <Modal
      opened={move !== null}
      onClose={onCancel}
      title={t('bookingEditor.roomReason.title')}
      closeOnClickOutside={false}
      zIndex={300}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          submit();
        }}
      >
        <Stack gap="sm">
          {move && <Text size="sm">{t('bookingEditor.roomReason.summary', move)}</Text>}
          <Textarea
            label={t('bookingEditor.roomReason.reason')}
            data-autofocus
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                submit();
              }
            }}
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
