import { Select } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyId } from '../../api/useCompanyId.ts';
import { useSwitchCompany } from '../../api/useSwitchCompany.ts';
import { useCompaniesList } from '../../features/auth/hooks/useCompaniesList.ts';
import { pickCompanyId } from '../../features/auth/utils/pickCompanyId.ts';

/** The property the staff member works in; switching changes X-Company-Id and reloads company data. */
export function CompanySwitcher() {
  const { t } = useTranslation();
  const companies = useCompaniesList();
  const companyId = useCompanyId();
  const switchCompany = useSwitchCompany();

  // A deleted company, or one the employee left, must not stay selected.
  useEffect(() => {
    if (!companies.data) return;
    const valid = pickCompanyId(companyId, companies.data, null);
    if (valid !== companyId) void switchCompany(valid);
  }, [companies.data, companyId, switchCompany]);

  const data = (companies.data ?? []).map((company) => ({ value: String(company.id), label: company.name }));
  return (
    <Select
      aria-label={t('header.company')}
      placeholder={companies.data?.length === 0 ? t('header.noCompanies') : t('header.companyPlaceholder')}
      data={data}
      value={companyId === null ? null : String(companyId)}
      onChange={(value) => {
        if (value !== null) void switchCompany(Number(value));
      }}
      allowDeselect={false}
      searchable={data.length > 7}
      nothingFoundMessage={t('common.nothingFound')}
      leftSection={<IconBuilding size={16} />}
      w={{ base: 180, sm: 280 }}
      // On a phone a long name ends in '…' rather than being cut mid-letter; the full name is its title.
      styles={{ input: { textOverflow: 'ellipsis' } }}
      title={data.find((option) => option.value === String(companyId))?.label}
      // Mantine keeps a closed list mounted and positions it anyway (floating-ui reads the page's
      // style and layout): on every signed-in screen's first drawing, for a list nobody opened.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
