import { can } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import type { RowAccess } from '../../../../ui/CrudTable.tsx';
import { useProfile } from '../../../auth/hooks/useProfile.ts';

/**
 * What the employee may do to each company of the list: the role they hold in that company decides
 * ('company.edit', 'company.delete'), not the one in the company they are working in now. A company with
 * history is archived by its delete button, which says so.
 */
export function useCompanyAccess(): (company: { id: number; has_history: boolean }) => RowAccess {
  const { t } = useTranslation();
  const companies = useProfile().data?.companies ?? [];
  return (company) => {
    const role = companies.find((c) => c.id === company.id)?.role;
    return {
      edit: role !== undefined && can(role, 'company.edit'),
      remove: role !== undefined && can(role, 'company.delete'),
      removeLabel: company.has_history ? t('companies.archive.confirm') : undefined,
    };
  };
}
