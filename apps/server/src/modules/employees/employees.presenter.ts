import type { Role } from '@pms/domain';
import type { MembershipInvitation } from '../../db/schema.ts';
import { type EmployeeRow, type EmployeeView, presentEmployee } from '../auth/index.ts';

/** A member of the request's company: an employee with their role there. */
export type MemberView = EmployeeView & { role: Role };

export interface MemberRow {
  employee: EmployeeRow;
  active: boolean;
  invitation: MembershipInvitation | null;
  joinedAt: Date;
  role: string;
}

/**
 * A member as their company sees them, dated from when they joined it. A pending invitation shows only
 * what the company typed: whether the address already had an account elsewhere, and whose, stays unsaid.
 */
export function presentMember(m: MemberRow): MemberView {
  const joined = m.joinedAt.toISOString();
  const { invitation } = m;
  const role = m.role as Role;
  if (!invitation) return { ...presentEmployee(m.employee, m.active), created_at: joined, role };
  return {
    id: m.employee.id,
    email: m.employee.email,
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    middle_name: invitation.middle_name,
    phone_number: invitation.phone_number,
    // An invitation's account is not the company's to describe.
    gender: null,
    is_active: false,
    invited: true,
    created_at: joined,
    role,
  };
}
