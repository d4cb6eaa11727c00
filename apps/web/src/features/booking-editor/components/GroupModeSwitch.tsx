import { Group, Loader, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../hooks/useEditorContext.ts';

/**
 * 'Групповая бронь': switched on, the booking becomes the first room of a group (the editor reopens in
 * group mode with what was typed so far). A group stays a group: in group mode it shows on and fixed.
 */
export function GroupModeSwitch() {
  const { t } = useTranslation();
  const { group, readOnly, detail, onGroupMode, switchingToGroup } = useEditorContext();
  if (!group && (readOnly || detail.is_time)) return null;
  return (
    <Group gap="sm">
      <Switch
        label={t('bookingEditor.group.mode')}
        checked={group !== null || Boolean(switchingToGroup)}
        disabled={group !== null || switchingToGroup}
        onChange={(event) => {
          if (event.currentTarget.checked) onGroupMode?.();
        }}
        data-testid="group-mode"
      />
      {switchingToGroup && <Loader size="xs" />}
      <Text size="xs" c="dimmed">
        {group ? t('bookingEditor.group.modeOnHint') : t('bookingEditor.group.modeHint')}
      </Text>
    </Group>
  );
}
