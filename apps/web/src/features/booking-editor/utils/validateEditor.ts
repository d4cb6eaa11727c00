import {
  bookingEditorMessages,
  bookingUpdateSchema,
  type ClientField,
  calendarMessages,
  checkGuestCount,
  checkStandardTimes,
  messages,
  missingClientField,
  pricingMessages,
} from '@pms/domain';
import type { EditorValues } from '../types/editorValues.ts';
import type { EditorIssue } from './editorIssue.ts';
import { guestLimit } from './guestLimit.ts';
import { isBlankClient } from './isBlankClient.ts';
import { serverFieldPath } from './serverFieldPath.ts';
import { toPayload } from './toPayload.ts';

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

/** Every empty required field of every guest at once, by the server's own rule for one field. */
function clientIssues(values: EditorValues, rules: EditorRules): EditorIssue[] {
  const issues: EditorIssue[] = [];
  values.clients.forEach((client, i) => {
    // Extra blank cards are simply not sent; the first guest is always checked.
    if (i > 0 && isBlankClient(client)) return;
    const texts = { ...client, gender: client.gender ?? '' };
    for (const field of rules.requiredFields)
      if (missingClientField([texts], [field]))
        issues.push({ path: `clients.${i}.${field}`, message: messages.required });
  });
  if (values.clients.length === 0 && rules.requiredFields.length > 0)
    issues.push({ path: 'clients.root', message: bookingEditorMessages.addClient });
  const sent = values.clients.filter((c) => !isBlankClient(c)).length;
  const tooMany = checkGuestCount(sent, guestLimit(values, rules.placeNumber));
  if (tooMany) issues.push({ path: 'clients.root', message: tooMany.message });
  return issues;
}

function stayIssues(values: EditorValues, rules: EditorRules): EditorIssue[] {
  const issues: EditorIssue[] = [];
  if (values.room === null) issues.push({ path: 'room', message: calendarMessages.chooseRoom });
  else if (rules.savedRoom !== null && values.room !== rules.savedRoom && !values.room_reason.trim())
    issues.push({ path: 'room', message: calendarMessages.moveReason });
  if (!values.check_in_date) issues.push({ path: 'check_in_date', message: messages.required });
  if (!values.check_out_date) issues.push({ path: 'check_out_date', message: messages.required });
  if (
    values.check_in_date &&
    values.check_out_date &&
    `${values.check_out_date} ${values.check_out_time}` <= `${values.check_in_date} ${values.check_in_time}`
  )
    issues.push({ path: 'check_out_date', message: calendarMessages.checkOutBeforeCheckIn });
  const times = rules.isTime
    ? null
    : checkStandardTimes({
        checkInTime: values.check_in_time,
        checkOutTime: values.check_out_time,
        isEarly: values.is_early,
        isLate: values.is_late,
        standardCheckIn: rules.standardCheckIn,
        standardCheckOut: rules.standardCheckOut,
      });
  if (times) issues.push({ path: `${times.field}_time`, message: times.message });
  if (values.has_additional && values.adult_count + values.child_count > rules.additionalPlace)
    issues.push({ path: 'adult_count', message: pricingMessages.notEnoughPlaces });
  if (values.calculation_type !== 'tariff' && values.custom_price === null)
    issues.push({ path: 'custom_price', message: pricingMessages.customPriceRequired });
  if (values.has_expire && !values.expire_on_date)
    issues.push({ path: 'expire_on_date', message: messages.required });
  if (values.has_expire && !values.expire_on_time)
    issues.push({ path: 'expire_on_time', message: messages.required });
  return issues;
}

function rowIssues(values: EditorValues): EditorIssue[] {
  const issues: EditorIssue[] = [];
  values.food_list.forEach((food, i) => {
    if (food.tariff === null) issues.push({ path: `food_list.${i}.tariff`, message: messages.required });
    if (food.adult_count === 0 && food.child_count === 0)
      issues.push({ path: `food_list.${i}.adult_count`, message: pricingMessages.zeroPeople });
    if (!food.start_date) issues.push({ path: `food_list.${i}.start_date`, message: messages.required });
    if (!food.end_date) issues.push({ path: `food_list.${i}.end_date`, message: messages.required });
  });
  values.task_list.forEach((task, i) => {
    const missing = {
      title: !task.title.trim(),
      responsible: task.responsible === null,
      todo_date: !task.todo_date,
      todo_time: !task.todo_time,
      description: !task.description.trim(),
    };
    for (const [field, isMissing] of Object.entries(missing))
      if (isMissing)
        issues.push({ path: `task_list.${i}.${field}`, message: bookingEditorMessages.fillTask });
  });
  return issues;
}

/**
 * Everything 'Сохранить' checks before sending: the shared payload schema (the server's own check) and
 * the editor's rules of section 5. The first issue of a field wins.
 */
export function validateEditor(values: EditorValues, rules: EditorRules): EditorIssue[] {
  const issues = [...stayIssues(values, rules), ...clientIssues(values, rules), ...rowIssues(values)];
  const parsed = bookingUpdateSchema.safeParse(toPayload(values));
  if (!parsed.success) {
    const rows = { clients: values.clients.map((_, i) => i), services: values.service_list.map((_, i) => i) };
    for (const issue of parsed.error.issues)
      issues.push({ path: serverFieldPath(issue.path.join('.'), rows), message: issue.message });
  }
  const seen = new Set<string>();
  return issues.filter((issue) => !seen.has(issue.path) && seen.add(issue.path));
}
