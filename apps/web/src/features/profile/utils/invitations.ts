import type { Invitation, Profile } from '../../../api/types.ts';

type InvitedProfile = Pick<Profile, 'companies' | 'invitations'>;

/** The companies inviting the employee; an answer from before invitations existed has none. */
export function pendingInvitations(profile: Partial<InvitedProfile> | undefined): Invitation[] {
  return profile?.invitations ?? [];
}

/**
 * The employee works nowhere yet and only has invitations: every company screen would be refused, so
 * the profile (where they accept) is their start page.
 */
export function onlyInvited(profile: Partial<InvitedProfile> | undefined): boolean {
  return (profile?.companies ?? []).length === 0 && pendingInvitations(profile).length > 0;
}

/**
 * Identifies one set of invitations, so a notice dismissed for it comes back when another company
 * invites (or '' when there are none).
 */
export function invitationsKey(invitations: Invitation[]): string {
  return invitations
    .map((invitation) => invitation.company_id)
    .sort((a, b) => a - b)
    .join(',');
}
