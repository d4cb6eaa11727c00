/**
 * Form values for the editor's unit tests: a stay of 10–12 January 2027 at the standard times in room 101,
 * one blank guest and nothing ordered. Each test overrides only what its rule looks at.
 */
import type { EditorValues } from '../types/editorValues.ts';
import type { GroupChildValues, GroupValues } from '../types/groupValues.ts';
import { emptyClient } from './emptyClient.ts';

/** The fields a single booking and each room of a group both have. */
const stay = {
  check_in_date: '2027-01-10',
  check_in_time: '14:00',
  check_out_date: '2027-01-12',
  check_out_time: '12:00',
  is_early: false,
  is_late: false,
  is_single: false,
  has_additional: false,
  adult_count: 0,
  child_count: 0,
  child_without_place: 0,
} satisfies Partial<EditorValues & GroupChildValues>;

export function editorValues(over: Partial<EditorValues> = {}): EditorValues {
  return {
    ...stay,
    source: null,
    category: 1,
    room: 101,
    koika: null,
    room_reason: '',
    main_adult_count: 1,
    main_child_count: 0,
    rate_plan: null,
    calculation_type: 'tariff',
    custom_price: null,
    has_expire: false,
    expire_on_date: null,
    expire_on_time: null,
    comment: '',
    clients: [emptyClient()],
    food_list: [],
    service_list: [],
    discount_list: [],
    task_list: [],
    ...over,
  };
}

/** One room of a group, room 101 of category 1 unless told otherwise. */
export function groupRoom(over: Partial<GroupChildValues> = {}): GroupChildValues {
  return { ...stay, id: 1, number: 1, category_id: 1, room: 101, room_name: '101', ...over };
}

/** A group's form: the shared part of `editorValues` and room 101 as its one room. */
export function groupValues(over: Partial<GroupValues> = {}): GroupValues {
  return { ...editorValues(), child_list: [groupRoom()], ...over };
}
