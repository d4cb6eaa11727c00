import type { LiveMessage } from '../types/calendarTypes.ts';

/**
 * Whether a live item belongs in a calendar window searched for `search`, as far as the message tells.
 * The server's search filters only bookings, by the client's name or phone or by the exact booking
 * number, and the message carries no client: repairs, blocks and a booking whose number is the search
 * match, any other booking is unknown (null) and the caller asks the server.
 */
export function liveSearchMatch(item: LiveMessage['booking'], search: string): boolean | null {
  if (search === '' || item.kind !== 'booking' || String(item.id) === search) return true;
  return null;
}
