import { isCancelled } from '@pms/domain';
import type { ServiceOption } from '../../admin/catalogues/types/catalogueLookups.ts';
import type { GroupChild, GroupDetail } from '../types/groupDetail.ts';
import type { GroupChildValues, GroupValues } from '../types/groupValues.ts';
import { splitLocal } from './splitLocal.ts';
import { toFormValues } from './toFormValues.ts';

const clock = (time: string | null | undefined, fallback: string) => (time ? time.slice(0, 5) : fallback);

/** A saved room of the group as its row on step 1. */
export function toChildValues(
  child: GroupChild,
  standard: { checkIn: string; checkOut: string },
): GroupChildValues {
  const checkIn = splitLocal(child.check_in_local, clock(child.hour_check_in, standard.checkIn));
  const checkOut = splitLocal(child.check_out_local, clock(child.hour_check_out, standard.checkOut));
  return {
    id: child.id,
    number: child.number,
    category_id: child.category_id,
    room: child.room,
    room_name: child.room_name,
    check_in_date: checkIn.date,
    check_in_time: checkIn.time,
    check_out_date: checkOut.date,
    check_out_time: checkOut.time,
    is_early: child.is_early,
    is_late: child.is_late,
    is_single: child.is_single,
    has_additional: child.has_additional,
    adult_count: child.adult_count,
    child_count: child.child_count,
    child_without_place: child.child_without_place,
  };
}

/**
 * The group's plan: the one every live room is sold by; null when they differ (each keeps its own until
 * the editor chooses one for all).
 */
function sharedPlan(live: readonly GroupChild[]): number | null {
  const plans = new Set(live.map((c) => c.rate_plan));
  return plans.size === 1 ? (live[0]?.rate_plan ?? null) : null;
}

/**
 * The saved group as the group editor's form: the parent's shared lists, each service with how many
 * rooms take it (never more than the live rooms), and every live room; cancelled rooms are only shown.
 */
export function toGroupFormValues(
  group: GroupDetail,
  offeredServices: readonly ServiceOption[],
  standard: { checkIn: string; checkOut: string },
): GroupValues {
  const base = toFormValues(group, offeredServices, standard);
  const live = group.child_list.filter((c) => !isCancelled(c.booking_status));
  const rooms = new Map<number, number>();
  for (const s of group.services) if (s.service !== null) rooms.set(s.service, s.rooms);
  return {
    ...base,
    service_list: base.service_list.map((s) => ({
      ...s,
      rooms: Math.min(rooms.get(s.service) ?? live.length, live.length),
    })),
    child_list: live.map((c) => toChildValues(c, standard)),
    rate_plan: sharedPlan(live),
  };
}
