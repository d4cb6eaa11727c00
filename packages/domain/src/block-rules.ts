/**
 * Channel blocks (specification 2.3 and 6): rooms a sales channel holds. An own block ('is_own': the
 * property's own channel's) may be turned into a reservation ('резерв'); a foreign one, a channel's that
 * sells the room for itself, may not ('Нельзя использовать чужой блок'). The server refuses by this rule
 * and the calendar asks it to offer 'резерв' only where the server would take it.
 */
import { calendarMessages } from './messages.ts';
import { can, type Rights, roleMessages } from './roles.ts';

/** Why `role` may not turn the block into a reservation, or null when it may. */
export function blockReserveRefusal(block: { isOwn: boolean }, role: Rights): string | null {
  if (!can(role, 'bookings.edit')) return roleMessages.forbidden;
  if (!block.isOwn) return calendarMessages.foreignBlock;
  return null;
}
