import type { Category } from '../../../api/types.ts';
import type { GroupChildValues } from '../types/groupValues.ts';
import { guestLimit } from './guestLimit.ts';

/** How many guests a group takes: every room's places plus its guests on extra beds. */
export function groupGuestLimit(
  children: readonly GroupChildValues[],
  categories: readonly Category[],
): number {
  return children.reduce(
    (sum, child) =>
      sum + guestLimit(child, categories.find((c) => c.id === child.category_id)?.place_number ?? 0),
    0,
  );
}
