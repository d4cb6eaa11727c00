import { can, type Permission, type Role } from '@pms/domain';
import { useCompanyId } from '../../../api/useCompanyId.ts';
import { useProfile } from './useProfile.ts';

/** The employee's role in the current company, or undefined while the profile loads. */
export function useRole(): Role | undefined {
  const companyId = useCompanyId();
  return useProfile().data?.companies.find((c) => c.id === companyId)?.role;
}

/**
 * Whether the current role may do `permission` (domain roles.ts): screens hide what it cannot do. Hiding
 * is a courtesy; the server refuses the call anyway (403). Nothing is allowed until the role is known.
 */
export function useCan(): (permission: Permission) => boolean {
  const role = useRole();
  return (permission) => role !== undefined && can(role, permission);
}
