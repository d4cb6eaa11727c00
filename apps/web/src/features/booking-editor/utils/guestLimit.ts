import { guestPlaces } from '@pms/domain';
import type { EditorValues } from '../types/editorValues.ts';

/** How many guests the stay takes: the room's places plus the guests on extra beds (section 5). */
export function guestLimit(
  values: Pick<EditorValues, 'has_additional' | 'adult_count' | 'child_count'>,
  placeNumber: number,
): number {
  return guestPlaces({
    placeNumber,
    hasAdditional: values.has_additional,
    adultCount: values.adult_count,
    childCount: values.child_count,
  });
}
