/**
 * API keys for partners (issue 34, docs/integrations.md): an owner creates one (its token shown once,
 * only its SHA-256 kept), lists and revokes them; every request with a key reads it here.
 */
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  API_KEYS_PER_COMPANY,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyView,
  permissions as allPermissions,
  apiKeyGrantRefusal,
  apiKeyMessages,
  keyRightsOf,
  type Page,
  type Permission,
  personName,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import type { KeyAuth } from '../../http/auth-context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { unixSeconds } from '../../http/views.ts';
import { newToken, tokenHash } from '../auth/index.ts';
import { type ApiKeyRow, apiKeysRepository as repo } from './api-keys.repository.ts';

const LAST_USED_STEP_MS = 60_000;

/**
 * The key of a request's token as it is now in the database, or null when unknown, revoked, expired or
 * its creator no longer works in its company. Read on every request (one prepared query), so every
 * instance refuses a revoked key from the very next request; its last use is written at most once a
 * minute.
 */
export async function authenticateKey(db: Db, token: string): Promise<KeyAuth | null> {
  const row = await repo.liveKey(db, tokenHash(token));
  if (!row) return null;
  if (row.lastUsedAt === null || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_STEP_MS)
    await repo.touch(db, row.keyId);
  return {
    keyId: row.keyId,
    name: row.name,
    creatorId: row.creatorId,
    company: row.company,
    rights: keyRightsOf(row.permissions, row.creatorRole),
  };
}

const person = (p: { id: number | null; firstName: string | null; lastName: string | null }) =>
  p.id === null
    ? null
    : {
        id: p.id,
        name: personName({ first_name: p.firstName, last_name: p.lastName }) || `Сотрудник №${p.id}`,
      };

/** The roles' order, so a key's permissions read as the role editor lists them. */
const inOrder = (list: string[]) => allPermissions.filter((p) => list.includes(p)) as Permission[];

function present(r: ApiKeyRow): ApiKeyView {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    permissions: inOrder(r.permissions),
    expires_at: unixSeconds(r.expiresAt),
    created_at: unixSeconds(r.createdAt),
    created_by: person(r.createdBy)!,
    last_used_at: r.lastUsedAt ? unixSeconds(r.lastUsedAt) : null,
    revoked_at: r.revokedAt ? unixSeconds(r.revokedAt) : null,
    revoked_by: r.revokedBy ? person(r.revokedBy) : null,
    active: r.active,
  };
}

export async function listApiKeys(
  db: Db,
  actor: Actor,
  window: { offset: number; limit: number },
): Promise<Page<ApiKeyView>> {
  const [rows, total] = await Promise.all([
    repo.page(db, actor.companyId, window.offset, window.limit),
    repo.count(db, actor.companyId),
  ]);
  return { count: total, results: rows.map(present) };
}

/**
 * A new key with what its creator holds of the permissions asked for (403 naming the first that is
 * not), at most API_KEYS_PER_COMPANY working at once. The answer is the only time its token is seen.
 */
export async function createApiKey(db: Db, actor: Actor, input: ApiKeyCreate): Promise<ApiKeyCreated> {
  const refusal = apiKeyGrantRefusal(actor.role, input.permissions);
  if (refusal) throw new AppError(refusal.permission ? 403 : 400, refusal.message, 'permissions');
  const token = `${API_KEY_PREFIX}${newToken()}`;
  const id = await write(db, actor, async (tx) => {
    if ((await repo.lockAndCountActive(tx, actor.companyId)) >= API_KEYS_PER_COMPANY)
      throw new AppError(409, apiKeyMessages.tooManyKeys);
    return repo.insert(tx, {
      companyId: actor.companyId,
      name: input.name,
      prefix: token.slice(0, API_KEY_SHOWN_LENGTH),
      tokenHash: tokenHash(token),
      permissions: input.permissions,
      days: input.expires_in_days,
      createdBy: actor.employeeId,
    });
  });
  return { ...present((await repo.one(db, actor.companyId, id))!), token };
}

/** Revokes a key of the company: every instance refuses it from the next request on. */
export async function revokeApiKey(db: Db, actor: Actor, id: number): Promise<ApiKeyView> {
  const revoked = await write(db, actor, (tx) => repo.revoke(tx, actor.companyId, id, actor.employeeId));
  if (!revoked) {
    const found = await repo.one(db, actor.companyId, id);
    if (!found) throw notFound();
    throw new AppError(409, apiKeyMessages.alreadyRevoked);
  }
  return present((await repo.one(db, actor.companyId, id))!);
}
