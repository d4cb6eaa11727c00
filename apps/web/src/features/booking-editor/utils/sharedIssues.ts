import { bookingEditorMessages, messages, missingTaskFields, moneyInput, pricingMessages } from '@pms/domain';
import type { EditorValues } from '../types/editorValues.ts';
import type { EditorIssue } from './editorIssue.ts';

/**
 * What a single booking and a group check alike: the custom price of a fixed or full calculation, the
 * expiry's date and time, and every meal and task row (section 5).
 */
export function sharedIssues(values: EditorValues): EditorIssue[] {
  const issues: EditorIssue[] = [];
  if (values.calculation_type !== 'tariff') {
    // The server's own money rule, so '-500' or 'abc' is refused here with its message, not on save.
    const price = values.custom_price === null ? null : moneyInput.safeParse(values.custom_price);
    if (price === null) issues.push({ path: 'custom_price', message: pricingMessages.customPriceRequired });
    else if (!price.success)
      issues.push({
        path: 'custom_price',
        message: price.error.issues[0]?.message ?? messages.invalidNumber,
      });
  }
  if (values.has_expire && !values.expire_on_date)
    issues.push({ path: 'expire_on_date', message: messages.required });
  if (values.has_expire && !values.expire_on_time)
    issues.push({ path: 'expire_on_time', message: messages.required });
  values.food_list.forEach((food, i) => {
    if (food.tariff === null) issues.push({ path: `food_list.${i}.tariff`, message: messages.required });
    if (food.adult_count === 0 && food.child_count === 0)
      issues.push({ path: `food_list.${i}.adult_count`, message: pricingMessages.zeroPeople });
    if (!food.start_date) issues.push({ path: `food_list.${i}.start_date`, message: messages.required });
    if (!food.end_date) issues.push({ path: `food_list.${i}.end_date`, message: messages.required });
  });
  values.task_list.forEach((task, i) => {
    for (const field of missingTaskFields(task))
      issues.push({ path: `task_list.${i}.${field}`, message: bookingEditorMessages.fillTask });
  });
  return issues;
}
