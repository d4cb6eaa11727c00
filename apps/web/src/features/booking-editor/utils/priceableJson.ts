import { bookingPriceSchema } from '@pms/domain';
import type { EditorValues } from '../types/editorValues.ts';
import { compactPayload } from './toPayload.ts';

/**
 * The payload to price, as JSON, or null while the form cannot be priced yet (no room, a half-picked
 * date range, a meal row without a tariff): asking the server then would only earn a refusal.
 */
export function priceableJson(values: EditorValues): string | null {
  if (values.room === null) return null;
  const { payload } = compactPayload(values);
  return bookingPriceSchema.safeParse(payload).success ? JSON.stringify(payload) : null;
}
