import { Button, Group, Modal, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useRemoveItem } from '../hooks/useRemoveItem.ts';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { formatInstant } from '../utils/formatInstant.ts';

interface RepairDialogProps {
  repair: CalendarItem | null;
  roomName: string;
  timeZone: string;
  onClose: () => void;
}

/** 'Закрыто на ремонт': the repair's room and period; 'Открыть' reopens the room by deleting the repair. */
export function RepairDialog({ repair, roomName, timeZone, onClose }: RepairDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveItem();
  const can = useCan();
  const reopen = () => {
    if (!repair) return;
    remove.mutate(repair, {
      onSuccess: () => {
        notifySuccess(t('calendar.repair.deleted'));
        onClose();
      },
      onError: notifyError,
    });
  };
  return (
    <Modal opened={repair !== null} onClose={onClose} title={t('calendar.repair.title')}>
      {repair && (
        <Stack gap="sm">
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>{t('calendar.repair.room')}</Table.Th>
                <Table.Td>{roomName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('calendar.repair.period')}</Table.Th>
                <Table.Td>
                  {formatInstant(repair.check_in, timeZone)} — {formatInstant(repair.check_out, timeZone)}
                </Table.Td>
              </Table.Tr>
              {repair.comment && (
                <Table.Tr>
                  <Table.Th>{t('calendar.repair.comment')}</Table.Th>
                  <Table.Td>{repair.comment}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            {/* Reopening a room is 'repairs.edit' (a housekeeper's, not an accountant's). */}
            {can('repairs.edit') && (
              <Button color="green" onClick={reopen} loading={remove.isPending}>
                {t('calendar.repair.open')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
