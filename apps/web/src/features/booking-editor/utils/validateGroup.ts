import { type ClientField, calendarMessages, groupPriceSchema } from '@pms/domain';
import type { GroupValues } from '../types/groupValues.ts';
import { clientIssues } from './clientIssues.ts';
import type { EditorIssue } from './editorIssue.ts';
import { guestLimit } from './guestLimit.ts';
import { periodIssues } from './periodIssues.ts';
import { serverFieldPath } from './serverFieldPath.ts';
import { sharedIssues } from './sharedIssues.ts';
import { toGroupPayload } from './toGroupPayload.ts';
import { uniqueIssues } from './uniqueIssues.ts';

export interface GroupRules {
  requiredFields: readonly ClientField[];
  standardCheckIn: string;
  standardCheckOut: string;
  /** A category's places and extra places. */
  places: (categoryId: number) => { placeNumber: number; additionalPlace: number };
}

/**
 * What 'Сохранить для всех' checks before sending: at least one room, each room's stay by the single
 * booking's rules, the guests against the places of all rooms together, the shared rows, and the
 * group payload schema (the server's own check). The first issue of a field wins.
 */
export function validateGroup(values: GroupValues, rules: GroupRules): EditorIssue[] {
  const issues: EditorIssue[] = [];
  if (values.child_list.length === 0)
    issues.push({ path: 'child_list.root', message: calendarMessages.chooseRoom });
  let limit = 0;
  values.child_list.forEach((child, i) => {
    const places = rules.places(child.category_id);
    limit += guestLimit(child, places.placeNumber);
    issues.push(
      ...periodIssues(
        child,
        { ...rules, isTime: false, additionalPlace: places.additionalPlace },
        `child_list.${i}.`,
      ),
    );
  });
  issues.push(...sharedIssues(values), ...clientIssues(values.clients, rules.requiredFields, limit));
  const parsed = groupPriceSchema.safeParse(toGroupPayload(values));
  if (!parsed.success) {
    const rows = {
      clients: values.clients.map((_, i) => i),
      services: values.service_list.map((_, i) => i),
      children: values.child_list.map((_, i) => i),
    };
    for (const issue of parsed.error.issues)
      issues.push({ path: serverFieldPath(issue.path.join('.'), rows), message: issue.message });
  }
  return uniqueIssues(issues);
}
