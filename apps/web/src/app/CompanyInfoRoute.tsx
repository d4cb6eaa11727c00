import { useCompanyId } from '../api/useCompanyId.ts';
import { CompanyInfoPage } from '../features/admin/company-info/components/CompanyInfoPage.tsx';
import { useCan } from '../features/auth/hooks/useCan.ts';
import { HousekeepingSettingsCard } from '../features/housekeeping/components/HousekeepingSettingsCard.tsx';

/**
 * 'Настройки объекта' with the settings other areas keep there: the housekeeping automation (issue 33)
 * for who assigns the rooms. Composed here so that the administration does not import housekeeping.
 */
export function CompanyInfoRoute() {
  const can = useCan();
  const companyId = useCompanyId();
  return (
    <CompanyInfoPage
      more={
        can('housekeeping.assign') ? <HousekeepingSettingsCard key={`housekeeping-${companyId}`} /> : null
      }
    />
  );
}
