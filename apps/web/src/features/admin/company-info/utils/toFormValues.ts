import { type CompanyInfo, emptyRequisites } from '@pms/domain';
import type { CompanyInfoResponse } from '../../../../api/types.ts';

/** Server settings as form values, with the property defaults for anything not set yet. */
export function toFormValues(info: CompanyInfoResponse): CompanyInfo {
  return {
    name: info.name ?? '',
    object_type: info.object_type ?? 'hotel',
    timezone: info.timezone || 'Asia/Almaty',
    check_in_time: info.check_in_time || '14:00',
    check_out_time: info.check_out_time || '12:00',
    booking_time: info.booking_time ?? 'full',
    required_fields: info.required_fields ?? [],
    address: info.address ?? '',
    phone: info.phone ?? '',
    email: info.email ?? '',
    requisites: { ...emptyRequisites, ...info.requisites },
  };
}
