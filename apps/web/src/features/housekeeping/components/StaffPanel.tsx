import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/downloadFile.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import type { BoardRoom, Housekeeper } from '../types/housekeepingTypes.ts';
import { EvenDialog } from './EvenDialog.tsx';

/**
 * The day's housekeepers: how many rooms each has, her printed sheet (the server's PDF), and the rooms
 * shared out evenly among those chosen ('поровну по этажам / по числу комнат').
 */
export function StaffPanel({
  date,
  housekeepers,
  rooms,
}: {
  date: string;
  housekeepers: Housekeeper[];
  rooms: BoardRoom[];
}) {
  const { t } = useTranslation();
  const [even, setEven] = useState(false);
  const count = (id: number) => rooms.filter((r) => r.housekeeper?.id === id).length;
  const sheet = (h: Housekeeper) =>
    downloadFile(
      `/api/v2/housekeeping/sheet/?date=${date}&housekeeper=${h.id}`,
      `${t('housekeeping.sheetFor', { name: h.name })}.pdf`,
    ).catch(notifyError);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Text fw={600} component="h2" size="md">
          {t('housekeeping.staff')}
        </Text>
        <Button
          leftSection={<IconUsersGroup size={16} />}
          onClick={() => setEven(true)}
          disabled={housekeepers.length === 0}
        >
          {t('housekeeping.evenly')}
        </Button>
      </Group>
      {housekeepers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('housekeeping.noHousekeepers')}
        </Text>
      ) : (
        <Group gap="sm" wrap="wrap">
          {housekeepers.map((h) => (
            <Stack key={h.id} gap={2} data-testid={`hk-staff-${h.id}`}>
              <Text size="sm" fw={600}>
                {h.name} · {t('housekeeping.roomsCount', { count: count(h.id) })}
              </Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileTypePdf size={14} />}
                onClick={() => void sheet(h)}
                aria-label={t('housekeeping.sheetFor', { name: h.name })}
              >
                {t('housekeeping.sheet')}
              </Button>
            </Stack>
          ))}
        </Group>
      )}
      <EvenDialog opened={even} date={date} housekeepers={housekeepers} onClose={() => setEven(false)} />
    </Paper>
  );
}
