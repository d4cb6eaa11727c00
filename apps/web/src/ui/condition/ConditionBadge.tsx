import { type RoomCondition, roomConditionLabels } from '@pms/domain';
import classes from './condition.module.css';

/** A room's or a bed's condition as a coloured word ('Грязный', 'Чистый' …). */
export function ConditionBadge({ condition, label }: { condition: RoomCondition; label?: string }) {
  return (
    <span className={classes.badge} data-condition={condition} data-testid="condition">
      {label ?? roomConditionLabels[condition]}
    </span>
  );
}
