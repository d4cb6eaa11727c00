import {
  bookingTimeModes,
  type CompanyInfo,
  clientFieldNames,
  emptyRequisites,
  objectTypes,
  oneOf,
} from '@pms/domain';
import type { CompanyInfoResponse } from '../../../../api/types.ts';

/** Server settings as form values, with the property defaults for anything not set yet. */
export function toFormValues(info: CompanyInfoResponse): CompanyInfo {
  return {
    name: info.name ?? '',
    object_type: oneOf(objectTypes, info.object_type) ?? 'hotel',
    timezone: info.timezone || 'Asia/Almaty',
    check_in_time: info.check_in_time || '14:00',
    check_out_time: info.check_out_time || '12:00',
    booking_time: oneOf(bookingTimeModes, info.booking_time) ?? 'full',
    required_fields: (info.required_fields ?? []).flatMap(({ name }) => {
      const field = oneOf(clientFieldNames, name);
      return field ? [{ name: field }] : [];
    }),
    address: info.address ?? '',
    phone: info.phone ?? '',
    email: info.email ?? '',
    requisites: { ...emptyRequisites, ...info.requisites },
  };
}
