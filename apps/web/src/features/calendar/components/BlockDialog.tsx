import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { blockReserveRefusal, toLocal } from '@pms/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useCan, useRole } from '../../auth/hooks/useCan.ts';
import { useBlockActions } from '../hooks/useBlockActions.ts';
import { useDialogForm } from '../hooks/useDialogForm.ts';
import type { CalendarItem, DraftBooking } from '../types/calendarTypes.ts';
import { blockFormSchema } from '../utils/blockFormSchema.ts';
import { DateTimeField } from './DateTimeField.tsx';

const blank = { date: null, time: '' };

interface BlockDialogProps {
  block: CalendarItem | null;
  roomName: string;
  timeZone: string;
  onClose: () => void;
  onDraft: (draft: DraftBooking, where: { roomName: string; bedName: string | null }) => void;
}

/** A channel block (specification 2.3): change its period, take the room out of it, or reserve it. */
export function BlockDialog({ block, roomName, timeZone, onClose, onDraft }: BlockDialogProps) {
  const { t } = useTranslation();
  const actions = useBlockActions();
  // Moving, freeing or reserving a channel's block is 'bookings.edit': other roles only look.
  const mayEdit = useCan()('bookings.edit');
  const role = useRole();
  const form = useDialogForm(blockFormSchema(block, timeZone), { from: blank, to: blank });
  useEffect(() => {
    if (!block) return;
    const at = (seconds: number) => {
      const { date, time } = toLocal(seconds, timeZone);
      return { date, time };
    };
    form.reset({ from: at(block.check_in), to: at(block.check_out) });
  }, [block, timeZone, form]);
  if (!block) return <Modal opened={false} onClose={onClose} />;
  // 'резерв' only where the server would take it: the domain's one rule (an own block, 'bookings.edit').
  const mayReserve =
    role !== undefined && blockReserveRefusal({ isOwn: block.is_own === true }, role) === null;
  const channel = block.source || t('calendar.grid.block');

  const fail = (e: unknown) => form.setError('root', { message: errorMessage(e) });
  const save = form.handleSubmit(({ start, end }) =>
    actions.save.mutate(
      { block, start, end },
      {
        onSuccess: () => {
          notifySuccess(t('notify.changed'));
          onClose();
        },
        onError: fail,
      },
    ),
  );
  const remove = () =>
    actions.remove.mutate(block, {
      onSuccess: () => {
        notifySuccess(t('calendar.repair.deleted'));
        onClose();
      },
      onError: fail,
    });
  const reserve = () =>
    actions.reserve.mutate(block, {
      onSuccess: (draft) => {
        notifySuccess(t('calendar.newBooking.reserved'));
        onClose();
        onDraft(draft, { roomName, bedName: null });
      },
      onError: fail,
    });
  const busy = actions.save.isPending || actions.remove.isPending || actions.reserve.isPending;
  return (
    <Modal opened onClose={onClose} title={t('calendar.block.title', { room: roomName })}>
      <Stack gap="sm">
        <Text size="sm" c={block.is_own ? 'dimmed' : 'orange.9'} data-testid="block-owner">
          {block.is_own
            ? t('calendar.grid.ownBlockTitle', { channel })
            : t('calendar.grid.foreignBlockTitle', { channel })}
        </Text>
        <DateTimeField
          control={form.control}
          name="from"
          dateLabel={t('calendar.block.from')}
          timeLabel={t('calendar.block.fromTime')}
        />
        <DateTimeField
          control={form.control}
          name="to"
          dateLabel={t('calendar.block.to')}
          timeLabel={t('calendar.block.toTime')}
        />
        <FormErrorAlert control={form.control} />
        <Group justify="space-between">
          {mayReserve ? (
            <Button variant="light" onClick={reserve} loading={actions.reserve.isPending} disabled={busy}>
              {t('calendar.block.reserve')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            {mayEdit && (
              <>
                <Button
                  color="red"
                  variant="light"
                  onClick={remove}
                  loading={actions.remove.isPending}
                  disabled={busy}
                >
                  {t('common.delete')}
                </Button>
                <Button onClick={save} loading={actions.save.isPending} disabled={busy}>
                  {t('common.save')}
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
