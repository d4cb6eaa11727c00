import { toLocal } from '@pms/domain';
import { useMemo } from 'react';
import { useCompanyInfo } from '../../admin/company-info/hooks/useCompanyInfo.ts';

/**
 * The property's time zone and today's date there: the reports' presets, the cash day and the
 * forecast start from the hotel's calendar, not the manager's laptop.
 */
export function usePropertyToday() {
  const info = useCompanyInfo();
  const timeZone = info.data?.timezone;
  const today = useMemo(() => (timeZone ? toLocal(Date.now() / 1000, timeZone).date : null), [timeZone]);
  return { info, timeZone, today };
}
