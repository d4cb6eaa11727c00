import type { Employee } from '../../../../api/types.ts';

export type EmployeeStatus = 'active' | 'inactive' | 'invited';

/**
 * What the 'Статус' column shows: a pending invitation first (it is also not active, but switching it
 * on is not the admin's move), then whether the person works in this company.
 */
export function employeeStatus(employee: Pick<Employee, 'invited' | 'is_active'>): EmployeeStatus {
  if (employee.invited) return 'invited';
  return employee.is_active ? 'active' : 'inactive';
}
