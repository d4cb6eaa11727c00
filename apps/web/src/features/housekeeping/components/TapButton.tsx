import { Button } from '@mantine/core';
import { nextCondition, type RoomCondition, roomConditionLabels } from '@pms/domain';
import { useTranslation } from 'react-i18next';

/** The button that moves a unit to its next condition, or 'Готов' when there is none. */
export function TapButton({
  name,
  condition,
  onTap,
  size,
}: {
  name: string;
  condition: RoomCondition;
  onTap: (to: RoomCondition) => void;
  size: 'md' | 'sm' | 'xs';
}) {
  const { t } = useTranslation();
  const next = nextCondition(condition);
  if (next === null)
    return (
      <Button size={size} variant="default" disabled>
        {t('housekeeping.done')}
      </Button>
    );
  const label = roomConditionLabels[next];
  return (
    <Button
      size={size}
      fullWidth={size === 'md'}
      onClick={() => onTap(next)}
      aria-label={t('housekeeping.tapLabel', { room: name, condition: label })}
    >
      {t('housekeeping.tap', { condition: label })}
    </Button>
  );
}
