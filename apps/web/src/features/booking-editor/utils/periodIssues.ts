import { calendarMessages, checkStandardTimes, messages, pricingMessages } from '@pms/domain';
import type { EditorValues } from '../types/editorValues.ts';
import type { EditorIssue } from './editorIssue.ts';

type Stay = Pick<
  EditorValues,
  | 'check_in_date'
  | 'check_in_time'
  | 'check_out_date'
  | 'check_out_time'
  | 'is_early'
  | 'is_late'
  | 'has_additional'
  | 'adult_count'
  | 'child_count'
>;

export interface PeriodRules {
  standardCheckIn: string;
  standardCheckOut: string;
  /** Hourly bookings keep any hours: the early/late rules are for day stays. */
  isTime: boolean;
  /** The category's extra places. */
  additionalPlace: number;
}

/**
 * One room's stay (section 5): both dates, check-out after check-in, the times against the standard
 * ones and the early/late markers, extra guests within the extra places. `prefix` places the issues
 * under a group's room ('child_list.2.').
 */
export function periodIssues(stay: Stay, rules: PeriodRules, prefix = ''): EditorIssue[] {
  const issues: EditorIssue[] = [];
  const at = (field: string) => `${prefix}${field}`;
  if (!stay.check_in_date) issues.push({ path: at('check_in_date'), message: messages.required });
  if (!stay.check_out_date) issues.push({ path: at('check_out_date'), message: messages.required });
  if (
    stay.check_in_date &&
    stay.check_out_date &&
    `${stay.check_out_date} ${stay.check_out_time}` <= `${stay.check_in_date} ${stay.check_in_time}`
  )
    issues.push({ path: at('check_out_date'), message: calendarMessages.checkOutBeforeCheckIn });
  const times = rules.isTime
    ? null
    : checkStandardTimes({
        checkInTime: stay.check_in_time,
        checkOutTime: stay.check_out_time,
        isEarly: stay.is_early,
        isLate: stay.is_late,
        standardCheckIn: rules.standardCheckIn,
        standardCheckOut: rules.standardCheckOut,
      });
  if (times) issues.push({ path: at(`${times.field}_time`), message: times.message });
  if (stay.has_additional && stay.adult_count + stay.child_count > rules.additionalPlace)
    issues.push({ path: at('adult_count'), message: pricingMessages.notEnoughPlaces });
  return issues;
}
