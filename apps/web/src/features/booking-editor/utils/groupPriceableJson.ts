import { groupPriceSchema } from '@pms/domain';
import type { GroupValues } from '../types/groupValues.ts';
import { compactGroupPayload } from './toGroupPayload.ts';

/** The group state to price, as JSON, or null while it cannot be priced (no room, a half-picked range). */
export function groupPriceableJson(values: GroupValues): string | null {
  if (values.child_list.length === 0) return null;
  const { payload } = compactGroupPayload(values);
  return groupPriceSchema.safeParse(payload).success ? JSON.stringify(payload) : null;
}
