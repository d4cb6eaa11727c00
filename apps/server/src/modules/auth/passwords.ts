import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@pms/domain';
import argon2 from 'argon2';
import { AppError } from '../../http/errors.ts';
import { WorkGate, WorkGateFull } from '../../lib/work-gate.ts';

/**
 * Every argon2 hash and check of this process passes here. Each one holds 64 MB (argon2's default
 * memory cost) while it runs, so a burst of logins or password changes would otherwise grow memory by
 * 64 MB per attempt in flight; instead PASSWORD_WORK_AT_ONCE run and the rest wait their turn. The queue
 * is bounded too: beyond PASSWORD_WORK_WAITING the attempt is refused at once with a 503.
 */
export const PASSWORD_WORK_AT_ONCE = 2;
export const PASSWORD_WORK_WAITING = 32;
export const passwordWork = new WorkGate(PASSWORD_WORK_AT_ONCE, PASSWORD_WORK_WAITING);

async function gated<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await passwordWork.run(task);
  } catch (err) {
    if (err instanceof WorkGateFull) throw new AppError(503, messages.passwordWorkBusy);
    throw err;
  }
}

/** argon2's own defaults, named: argon2id, 64 MB, 3 passes, 4 lanes. Every real deployment hashes so. */
export const PRODUCTION_HASH = {
  type: argon2.argon2id,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
} as const;
/**
 * The server test suites' setting (about 1 ms a hash instead of about 230 ms): hundreds of test accounts
 * would otherwise spend minutes hashing. Honoured only inside vitest (VITEST is set by its workers), so no
 * deployment can end up with it; a check reads a hash's own parameters, so either kind verifies.
 */
const LIGHT_HASH = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function hashSettings(env: NodeJS.ProcessEnv = process.env) {
  return env.VITEST && env.PMS_LIGHT_PASSWORD_HASH === '1' ? LIGHT_HASH : PRODUCTION_HASH;
}

export const hashPassword = (password: string) => gated(() => argon2.hash(password, hashSettings()));

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return gated(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

/** Session tokens are 256 random bits; the database keeps only their SHA-256, so a leaked table grants nothing. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
