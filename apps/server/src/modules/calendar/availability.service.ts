/**
 * GET /api/v2/main/availability/ (issue 28, item 9): the company's rooms, free or taken for a stay, and
 * whether each category fits the guests. The editor's room select marks the taken ones; the calendar's
 * 'Найти свободный номер' lists the free rooms of the categories that fit. Free means what the holds
 * say (the same table the exclusion constraint judges), so the answer agrees with a save's refusal.
 */
import {
  type AvailabilityAnswer,
  type AvailabilityQuery,
  calendarMessages,
  checkGuestsFit,
  placesAt,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { heldPlaces } from '../holds/index.ts';
import { calendarRepository as repo } from './calendar.repository.ts';

export async function availability(db: Db, actor: Actor, q: AvailabilityQuery): Promise<AvailabilityAnswer> {
  if (q.check_out <= q.check_in) throw badRequest(calendarMessages.checkOutBeforeCheckIn, 'check_out');
  const [{ cats, roomRows, bedRows }, held] = await Promise.all([
    repo.tree(db, actor.companyId),
    heldPlaces(db, actor.companyId, q.check_in, q.check_out, q.booking),
  ]);
  const guests = { adults: q.adults, children: q.children };
  return {
    categories: cats.map((c) => ({
      id: c.id,
      name: c.name,
      category_type: c.categoryType === 'koika' ? 'koika' : 'room',
      place_number: c.placeNumber,
      additional_place: c.additionalPlace,
      // A hostel is sold by the bed: its guests must fit one bed's places.
      fits: checkGuestsFit(guests, placesAt(c, c.categoryType === 'koika')) === null,
      rooms: roomRows
        .filter((r) => r.categoryId === c.id)
        .map((r) => ({
          id: r.id,
          name: r.name,
          free: !held.rooms.has(r.id),
          beds: bedRows
            .filter((b) => b.roomId === r.id)
            .map((b) => ({ id: b.id, name: b.name, free: !held.beds.has(b.id) })),
        })),
    })),
  };
}
