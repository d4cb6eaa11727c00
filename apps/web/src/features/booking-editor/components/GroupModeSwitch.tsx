import { Group, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../hooks/useEditorContext.ts';

/**
 * 'Групповая бронь': switched on, the editor goes on in group mode with what was typed so far, the
 * booking as the group's first room; it becomes a group only when the group is saved. In group mode the
 * switch shows on and fixed (closing unsaved is how to leave it).
 */
export function GroupModeSwitch() {
  const { t } = useTranslation();
  const { group, readOnly, detail, onGroupMode } = useEditorContext();
  if (!group && (readOnly || detail.is_time)) return null;
  return (
    <Group gap="sm">
      <Switch
        label={t('bookingEditor.group.mode')}
        checked={group !== null}
        disabled={group !== null}
        onChange={(event) => {
          if (event.currentTarget.checked) onGroupMode?.();
        }}
        data-testid="group-mode"
      />
      <Text size="xs" c="dimmed">
        {group ? t('bookingEditor.group.modeOnHint') : t('bookingEditor.group.modeHint')}
      </Text>
    </Group>
  );
}
