import { describe, expect, it } from 'vitest';
import type { CompanyShort } from '../../../api/types.ts';
import { invitationsKey, onlyInvited, pendingInvitations } from './invitations.ts';

const resort: CompanyShort = { id: 1, name: 'Курорт', object_type: 'hotel', is_chosen: true, role: 'owner' };
const branch = { company_id: 7, name: 'Филиал' };
const lake = { company_id: 3, name: 'Озеро' };

describe('invitations of the signed-in employee', () => {
  it.each([
    { profile: undefined, pending: 0, only: false },
    { profile: { companies: [resort] }, pending: 0, only: false },
    { profile: { companies: [resort], invitations: [] }, pending: 0, only: false },
    { profile: { companies: [resort], invitations: [branch] }, pending: 1, only: false },
    { profile: { companies: [], invitations: [] }, pending: 0, only: false },
    { profile: { companies: [], invitations: [branch, lake] }, pending: 2, only: true },
  ])('$profile → $pending pending, only invited: $only', ({ profile, pending, only }) => {
    expect(pendingInvitations(profile)).toHaveLength(pending);
    expect(onlyInvited(profile)).toBe(only);
  });

  it('names one set of invitations whatever their order', () => {
    expect(invitationsKey([branch, lake])).toBe('3,7');
    expect(invitationsKey([lake, branch])).toBe('3,7');
    expect(invitationsKey([branch])).toBe('7');
    expect(invitationsKey([])).toBe('');
  });
});
