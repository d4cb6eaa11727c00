/**
 * Who may do what to a colleague (issue 15), beyond the route's permission: the per-object rules of
 * roles, on top of the domain's (roles.ts). Mews's rules: an employee grants only what they hold, nobody
 * edits their own rights, and the company always keeps an active owner. Each check runs inside the
 * use case's transaction, after the company's memberships are locked, so two managers acting at once
 * cannot both take away the last owner.
 */
import {
  canGrant,
  covers,
  DEFAULT_ROLE,
  messages,
  type Role,
  roleChangeRefusal,
  roleMessages,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { employeesRepository as repo } from './employees.repository.ts';

const forbidden = (message: string, field?: string) => new AppError(403, message, field);

/** An invitation names a role the inviter may grant; without the right to grant, only the default. */
export function checkInvitedRole(actor: Actor, role: Role): void {
  if (role === DEFAULT_ROLE && covers(actor.role, role)) return;
  if (!canGrant(actor.role, role)) throw forbidden(roleMessages.cannotGrant, 'role');
}

/** Acting on a colleague at all (their names, deactivation): only one whose every right the actor holds. */
export function checkManages(actor: Actor, target: { id: number; role: Role }): void {
  if (target.id !== actor.employeeId && !covers(actor.role, target.role))
    throw forbidden(roleMessages.cannotManage);
}

/** A role change; `tx` must be the use case's transaction. */
export async function checkRoleChange(tx: Db, actor: Actor, target: { id: number; role: Role }, to: Role) {
  if (to === target.role) return;
  const { owners } = await repo.othersLocked(tx, actor.companyId, target.id);
  const refusal = roleChangeRefusal({
    granter: actor.role,
    granterIsTarget: target.id === actor.employeeId,
    from: target.role,
    to,
    otherOwners: owners,
  });
  if (refusal) throw forbidden(refusal, 'role');
}

/** Leaving the company (deactivation): someone must stay, and an owner must remain among them. */
export async function checkLeaves(tx: Db, actor: Actor, target: { id: number; role: Role }) {
  const { members, owners } = await repo.othersLocked(tx, actor.companyId, target.id);
  if (members === 0) throw badRequest(messages.lastCompanyMember);
  if (target.role === 'owner' && owners === 0) throw forbidden(roleMessages.lastOwner);
}
