import type { EditorValues } from '../types/editorValues.ts';
import type { GroupValues } from '../types/groupValues.ts';

/**
 * The single editor's unsaved state carried over when group mode is switched on: the shared lists as
 * typed, service quantities onto the group's rows, and the booking's own stay onto its room (unless it
 * was being moved to another room, which the group does through its room select).
 */
export function carryIntoGroup(group: GroupValues, carry: EditorValues, parentId: number): GroupValues {
  return {
    ...group,
    ...carry,
    service_list: group.service_list.map((row) => ({
      ...row,
      quantity: carry.service_list.find((s) => s.service === row.service)?.quantity ?? row.quantity,
    })),
    child_list: group.child_list.map((child) =>
      child.id === parentId && child.room === carry.room
        ? {
            ...child,
            check_in_date: carry.check_in_date,
            check_in_time: carry.check_in_time,
            check_out_date: carry.check_out_date,
            check_out_time: carry.check_out_time,
            is_early: carry.is_early,
            is_late: carry.is_late,
            is_single: carry.is_single,
            has_additional: carry.has_additional,
            adult_count: carry.adult_count,
            child_count: carry.child_count,
            child_without_place: carry.child_without_place,
          }
        : child,
    ),
  };
}
