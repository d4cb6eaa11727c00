import type { EmployeeRow } from './auth.repository.ts';

/**
 * The public face of an employee: never the password hash. `active` is their membership in the
 * request's company (deactivation is per company); without it, the account's own flag.
 */
export function presentEmployee(e: EmployeeRow, active: boolean = e.isActive) {
  return {
    id: e.id,
    email: e.email,
    first_name: e.firstName,
    last_name: e.lastName,
    middle_name: e.middleName,
    phone_number: e.phoneNumber,
    gender: e.gender ?? null,
    is_active: active,
    invited: false,
    created_at: e.createdAt.toISOString(),
  };
}
export type EmployeeView = ReturnType<typeof presentEmployee>;
