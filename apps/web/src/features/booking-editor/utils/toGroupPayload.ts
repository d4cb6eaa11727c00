import type { groupPriceSchema } from '@pms/domain';
import type { z } from 'zod';
import type { GroupChildValues, GroupValues } from '../types/groupValues.ts';
import { compactPayload, type PayloadRows, toPayload } from './toPayload.ts';

/** The group editor's state as sent; a save adds the versions it loaded. */
export type GroupPayload = z.input<typeof groupPriceSchema>;

const childPayload = (c: GroupChildValues) => ({
  id: c.id,
  room: c.room,
  check_in: `${c.check_in_date ?? ''} ${c.check_in_time}`,
  check_out: `${c.check_out_date ?? ''} ${c.check_out_time}`,
  is_early: c.is_early,
  is_late: c.is_late,
  is_single: c.is_single,
  has_additional: c.has_additional,
  adult_count: c.adult_count,
  child_count: c.child_count,
  child_without_place: c.child_without_place,
});

/**
 * The shared part of a single booking's payload: its own stay is replaced by every room's. The plan is
 * the group's: sent when one is chosen (or every room has it), it is every room's; none (rooms sold by
 * different plans) keeps each room's own.
 */
function shared(payload: ReturnType<typeof toPayload>) {
  const {
    check_in: _in,
    check_out: _out,
    room: _room,
    koika: _koika,
    room_reason: _reason,
    is_early: _early,
    is_late: _late,
    is_single: _single,
    has_additional: _additional,
    adult_count: _adults,
    child_count: _children,
    child_without_place: _withoutPlace,
    main_adult_count: _mainAdults,
    main_child_count: _mainChildren,
    rate_plan: plan,
    ...rest
  } = payload;
  return plan == null ? rest : { ...rest, rate_plan: plan };
}

/** The group form as the update payload, row for row (nothing dropped), for checking with the schema. */
export function toGroupPayload(values: GroupValues): GroupPayload {
  return { ...shared(toPayload(values)), child_list: values.child_list.map(childPayload) };
}

/** What 'Сохранить для всех' and the live price send: blank guests and untaken services left out. */
export function compactGroupPayload(values: GroupValues): { payload: GroupPayload; rows: PayloadRows } {
  const { payload, rows } = compactPayload(values);
  return {
    payload: { ...shared(payload), child_list: values.child_list.map(childPayload) },
    rows: { ...rows, children: values.child_list.map((_, i) => i) },
  };
}
