import type { GroupChildValues } from '../types/groupValues.ts';

/** The group's whole stay: the earliest check-in date to the latest check-out date of its rooms. */
export function groupSpan(children: readonly GroupChildValues[]): { from: string | null; to: string | null } {
  const from = children.map((c) => c.check_in_date).filter((d): d is string => Boolean(d));
  const to = children.map((c) => c.check_out_date).filter((d): d is string => Boolean(d));
  return { from: from.sort()[0] ?? null, to: to.sort().at(-1) ?? null };
}
