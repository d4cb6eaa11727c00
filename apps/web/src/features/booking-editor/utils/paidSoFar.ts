import type { EditorContextValue } from '../hooks/useEditorContext.ts';

/** What the booking (a group: the whole group, paid on its parent) holds of its payments, in tenge. */
export function paidSoFar(context: Pick<EditorContextValue, 'detail' | 'group'>): number {
  return Number(context.group?.view.group_calculation?.withheld ?? context.detail.calculated_by.withheld);
}
