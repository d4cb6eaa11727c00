import type { employees } from '../../db/schema.ts';

type EmployeeRow = typeof employees.$inferSelect;

/** The public face of an employee: never the password hash. */
export function presentEmployee(e: EmployeeRow) {
  return {
    id: e.id,
    email: e.email,
    first_name: e.firstName,
    last_name: e.lastName,
    middle_name: e.middleName,
    phone_number: e.phoneNumber,
    is_active: e.isActive,
    created_at: e.createdAt.toISOString(),
  };
}
export type EmployeeView = ReturnType<typeof presentEmployee>;
