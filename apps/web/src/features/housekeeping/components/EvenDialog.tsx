import { Button, Checkbox, Group, Modal, Radio, Stack } from '@mantine/core';
import type { AssignMode } from '@pms/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useAssign } from '../hooks/useAssignments.ts';
import type { Housekeeper } from '../types/housekeepingTypes.ts';

/** 'Распределить поровну': every active room of the date shared among the chosen housekeepers. */
export function EvenDialog({
  opened,
  date,
  housekeepers,
  onClose,
}: {
  opened: boolean;
  date: string;
  housekeepers: Housekeeper[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { evenly } = useAssign(date);
  const [mode, setMode] = useState<AssignMode>('floor');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const picked = chosen ?? housekeepers.map((h) => String(h.id));
  const submit = () =>
    evenly.mutate(
      { mode, housekeepers: picked.map(Number) },
      {
        onSuccess: () => {
          notifySuccess(t('housekeeping.evenDone'));
          onClose();
        },
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('housekeeping.evenTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('housekeeping.evenMode')}
          value={mode}
          onChange={(v) => setMode(v as AssignMode)}
        >
          <Stack gap={6} mt={6}>
            <Radio value="floor" label={t('housekeeping.byFloor')} />
            <Radio value="count" label={t('housekeeping.byCount')} />
          </Stack>
        </Radio.Group>
        <Checkbox.Group
          label={t('housekeeping.evenHousekeepers')}
          value={picked}
          onChange={setChosen}
          error={evenly.error ? errorMessage(evenly.error) : undefined}
        >
          <Stack gap={6} mt={6}>
            {housekeepers.map((h) => (
              <Checkbox key={h.id} value={String(h.id)} label={h.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={evenly.isPending}>
            {t('housekeeping.assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
