import type { EditorValues } from './editorValues.ts';

/** One live room of the group as step 1 edits it: its own dates, times and occupancy. */
export interface GroupChildValues {
  id: number;
  /** The room's booking number in the company, as its cancel dialog names it. */
  number: number;
  category_id: number;
  room: number;
  room_name: string;
  check_in_date: string | null;
  check_in_time: string;
  check_out_date: string | null;
  check_out_time: string;
  is_early: boolean;
  is_late: boolean;
  is_single: boolean;
  has_additional: boolean;
  adult_count: number;
  child_count: number;
  child_without_place: number;
}

/**
 * The group editor's form: the shared part of a booking (the parent's guests, meals, services with their
 * room counts, discounts, tasks, pricing and expiry) and every live room. The single-stay fields it
 * inherits stay the parent's and are not sent: each room carries its own.
 */
export interface GroupValues extends EditorValues {
  child_list: GroupChildValues[];
}
