import { bookingPriceSchema, type ClientField, calendarMessages } from '@pms/domain';
import type { EditorValues } from '../types/editorValues.ts';
import { clientIssues } from './clientIssues.ts';
import type { EditorIssue } from './editorIssue.ts';
import { guestLimit } from './guestLimit.ts';
import { periodIssues } from './periodIssues.ts';
import { serverFieldPath } from './serverFieldPath.ts';
import { sharedIssues } from './sharedIssues.ts';
import { toPayload } from './toPayload.ts';
import { uniqueIssues } from './uniqueIssues.ts';

export interface EditorRules {
  requiredFields: readonly ClientField[];
  standardCheckIn: string;
  standardCheckOut: string;
  /** Hourly bookings keep any hours: the early/late rules are for day stays. */
  isTime: boolean;
  /** Places of the room (1 for a bed). */
  placeNumber: number;
  additionalPlace: number;
  /** The room the booking is saved in; null for a draft never saved. */
  savedRoom: number | null;
}

function roomIssues(values: EditorValues, rules: EditorRules): EditorIssue[] {
  if (values.room === null) return [{ path: 'room', message: calendarMessages.chooseRoom }];
  if (rules.savedRoom !== null && values.room !== rules.savedRoom && !values.room_reason.trim())
    return [{ path: 'room', message: calendarMessages.moveReason }];
  return [];
}

/**
 * Everything 'Сохранить' checks before sending: the shared payload schema (the server's own check) and
 * the editor's rules of section 5. The first issue of a field wins.
 */
export function validateEditor(values: EditorValues, rules: EditorRules): EditorIssue[] {
  const issues = [
    ...roomIssues(values, rules),
    ...periodIssues(values, rules),
    ...sharedIssues(values),
    ...clientIssues(values.clients, rules.requiredFields, guestLimit(values, rules.placeNumber)),
  ];
  const parsed = bookingPriceSchema.safeParse(toPayload(values));
  if (!parsed.success) {
    const rows = { clients: values.clients.map((_, i) => i), services: values.service_list.map((_, i) => i) };
    for (const issue of parsed.error.issues)
      issues.push({ path: serverFieldPath(issue.path.join('.'), rows), message: issue.message });
  }
  return uniqueIssues(issues);
}
