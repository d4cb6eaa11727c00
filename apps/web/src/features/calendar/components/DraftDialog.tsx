import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRemoveItem } from '../hooks/useRemoveItem.ts';
import { useStatusLabel } from '../hooks/useStatusLabel.ts';
import type { OpenedBooking } from '../types/reserveTarget.ts';
import { formatInstant } from '../utils/formatInstant.ts';

interface DraftDialogProps {
  booking: OpenedBooking | null;
  timeZone: string;
  onClose: () => void;
}

/**
 * Stands in for the booking editor, which arrives with its own capability: shows the booking and, for
 * the draft just reserved, deletes it permanently when closed (an unsaved draft must not hold a room).
 */
export function DraftDialog({ booking, timeZone, onClose }: DraftDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveItem();
  const statusLabel = useStatusLabel();
  const close = () => {
    if (booking?.discardOnClose) {
      // A failed delete is silent (specification section 8); the draft then expires with its hold.
      remove.mutate({
        id: booking.id,
        kind: 'booking',
        status: booking.status,
        // Removal finds the bar by kind and id; where it sits does not matter.
        category_id: 0,
        room_id: 0,
        koika_id: null,
        check_in: booking.checkIn,
        check_out: booking.checkOut,
      });
    }
    onClose();
  };
  const isDraft = booking?.status === 'new';
  return (
    <Modal
      opened={booking !== null}
      onClose={close}
      title={
        booking &&
        (isDraft
          ? t('calendar.draft.title', { id: booking.id })
          : t('calendar.tooltip.bookingNumber', { id: booking.id }))
      }
      size="lg"
      closeOnClickOutside={false}
    >
      {booking && (
        <Stack gap="sm">
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>{t('calendar.draft.room')}</Table.Th>
                <Table.Td data-testid="draft-room">{booking.roomName}</Table.Td>
              </Table.Tr>
              {booking.bedName && (
                <Table.Tr>
                  <Table.Th>{t('calendar.draft.bed')}</Table.Th>
                  <Table.Td>{booking.bedName}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>{t('calendar.draft.checkIn')}</Table.Th>
                <Table.Td>{formatInstant(booking.checkIn, timeZone)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('calendar.draft.checkOut')}</Table.Th>
                <Table.Td>{formatInstant(booking.checkOut, timeZone)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('calendar.tooltip.status')}</Table.Th>
                <Table.Td>{statusLabel({ kind: 'booking', status: booking.status })}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed">
            {booking.discardOnClose ? t('calendar.draft.note') : t('calendar.draft.openNote')}
          </Text>
          <Group justify="flex-end">
            <Button
              variant={booking.discardOnClose ? 'light' : 'default'}
              color={booking.discardOnClose ? 'red' : undefined}
              onClick={close}
            >
              {booking.discardOnClose ? t('calendar.draft.discard') : t('common.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
