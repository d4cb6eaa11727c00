import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconHistory, IconNote, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AskFor, BoardRoom } from '../types/housekeepingTypes.ts';

/**
 * A room's or a bed's '…': 'Заметка' and 'Не работает' (each asks for its text in AskDialog), and the
 * room's 'История' (RoomHistoryDialog).
 */
export function UnitMenu({
  room,
  bed = null,
  size,
  onAsk,
}: {
  room: BoardRoom;
  bed?: { id: number; name: string } | null;
  size: number;
  onAsk: (ask: AskFor) => void;
}) {
  const { t } = useTranslation();
  const name = bed ? `${room.room_name}, ${bed.name}` : room.room_name;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size={size} aria-label={t('housekeeping.more', { room: name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconNote size={16} />} onClick={() => onAsk({ room, bed, kind: 'note' })}>
          {t('housekeeping.note')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconTool size={16} />}
          onClick={() => onAsk({ room, bed, kind: 'out_of_order' })}
        >
          {t('housekeeping.outOfOrder')}
        </Menu.Item>
        {bed === null ? (
          <Menu.Item
            leftSection={<IconHistory size={16} />}
            onClick={() => onAsk({ room, bed: null, kind: 'history' })}
          >
            {t('housekeeping.history')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
