import { calendarMessages, moveSchema } from '@pms/domain';

/**
 * A dropped bar's move as the server takes it (the domain's moveSchema), which refuses a new room
 * without the reason for moving the guest: the dialog says so before asking it. `fromRoom` is the room
 * the bar left.
 */
export function moveFormSchema(fromRoom: number | null) {
  return moveSchema.refine((move) => move.room === fromRoom || move.room_reason !== '', {
    message: calendarMessages.moveReason,
    path: ['room_reason'],
  });
}
