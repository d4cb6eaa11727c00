import type { ClientField } from '@pms/domain';
import type { BookingDetail } from '../types/bookingDetail.ts';

/** The property's required client fields as plain names (the API may send `{name}` objects). */
export function requiredClientFields(detail: Pick<BookingDetail, 'required_fields'>): ClientField[] {
  return (detail.required_fields ?? []).map((f) => (typeof f === 'string' ? f : f.name));
}
