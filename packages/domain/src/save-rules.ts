/**
 * The rules of specification section 5 that bind 'Сохранить', one function for a single booking and a
 * group ('Сохранить для всех'): a single booking is a group of one room. The group's guests, meals and
 * lists are one set for all its rooms, so its limit of guests is the sum of its rooms' places.
 * (A promo code is refused by the pricing engine itself, on the price and on the save of both.)
 */

import type { clientFieldNames } from './company-kinds.ts';
import { checkGuestCount, guestPlaces, missingClientField, type Refusal } from './editor-rules.ts';
import { bookingEditorMessages as m } from './messages.ts';

type ClientField = (typeof clientFieldNames)[number];

export interface SaveRoom {
  /** The category's places, or 1 for a bed (koika). */
  placeNumber: number;
  hasAdditional: boolean;
  adultCount: number;
  childCount: number;
}

/** The first refusal of a save, or null. `draft`: the booking (a group: any of its rooms) was never saved. */
export function checkSave(s: {
  draft: boolean;
  rooms: readonly SaveRoom[];
  clients: readonly Partial<Record<ClientField, string | null | undefined>>[];
  requiredFields: readonly ClientField[];
  foodCount: number;
}): Refusal {
  const places = s.rooms.reduce((sum, r) => sum + guestPlaces(r), 0);
  return (
    checkGuestCount(s.clients.length, places) ??
    missingClientField(s.clients, s.requiredFields) ??
    (s.draft && s.foodCount > 0 ? { message: m.saveWithoutMealsFirst, field: 'food_list' } : null)
  );
}
