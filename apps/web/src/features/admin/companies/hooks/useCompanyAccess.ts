import { can } from '@pms/domain';
import type { RowAccess } from '../../../../ui/CrudTable.tsx';
import { useProfile } from '../../../auth/hooks/useProfile.ts';

/**
 * What the employee may do to each company of the list: the role they hold in that company decides
 * ('company.edit', 'company.delete'), not the one in the company they are working in now.
 */
export function useCompanyAccess(): (company: { id: number }) => RowAccess {
  const companies = useProfile().data?.companies ?? [];
  return (company) => {
    const role = companies.find((c) => c.id === company.id)?.role;
    return {
      edit: role !== undefined && can(role, 'company.edit'),
      remove: role !== undefined && can(role, 'company.delete'),
    };
  };
}
