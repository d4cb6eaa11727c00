import { describe, expect, it } from 'vitest';
import { employeeStatus } from './employeeStatus.ts';

describe('status of an employee in the list', () => {
  it.each([
    { invited: false, is_active: true, status: 'active' },
    { invited: false, is_active: false, status: 'inactive' },
    { invited: true, is_active: false, status: 'invited' },
    // The server never sends this pair, but an invitation still wins: it has not been accepted.
    { invited: true, is_active: true, status: 'invited' },
  ] as const)('invited $invited, active $is_active → $status', ({ status, ...employee }) => {
    expect(employeeStatus(employee)).toBe(status);
  });
});
