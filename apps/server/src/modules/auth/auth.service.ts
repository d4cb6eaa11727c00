import {
  type LoginInput,
  messages,
  type Role,
  tooManyLoginsFor,
  tooManyPasswordChangesFor,
} from '@pms/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AttemptWindow } from '../../http/attempt-window.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionCache } from '../../http/session-cache.ts';
import { presentEmployee } from './auth.presenter.ts';
import { authRepository, type EmployeeRow } from './auth.repository.ts';
import { hashPassword, newToken, tokenHash, verifyPassword } from './passwords.ts';

export const DEFAULT_ADMIN = { email: 'admin@example.com', password: 'admin12345' } as const;

/** Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/**
 * Failed logins are limited per device, OWASP's device cookies (device-cookie.ts), so that an attacker
 * who fails on purpose slows himself and unknown devices down but never locks the owner out of a browser
 * they have signed in from before:
 * - a known device (its cookie names this account) has its own allowance, LOGIN_DEVICE_RATE_LIMIT
 *   failures a quarter hour, and nothing another device does uses it up;
 * - unknown devices share the account's allowance, LOGIN_ACCOUNT_RATE_LIMIT failures a quarter hour from
 *   any address (the per-address limit alone would let an attacker with many addresses guess one
 *   account's password), and each address's LOGIN_RATE_LIMIT attempts a minute (auth.routes.ts).
 * Only failures use an allowance up (a success gives its attempt back). Once one is used up the right
 * password is refused too, or a 429 versus a 200 would still tell the attacker when he guessed it; the
 * 429 says how long the wait really is. Each window is a quarter hour from its first failure.
 */
export const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60_000;

export interface LoginLimits {
  /** Per e-mail, for devices without a cookie for it. */
  accounts: AttemptWindow;
  /** Per known device (its cookie's id). */
  devices: AttemptWindow;
}

/** `device`: the id of this device's cookie when it names input.email (a known device), else undefined. */
export async function login(
  db: Db,
  config: Config,
  input: LoginInput,
  limits: LoginLimits,
  device: string | undefined,
) {
  // Known and unknown e-mails are counted alike, so a 429 tells nothing about who has an account.
  const [window, key] = device ? [limits.devices, device] : [limits.accounts, input.email];
  if (!window.take(key)) throw new AppError(429, tooManyLoginsFor(window.retryAfter(key)));
  let employee: EmployeeRow | undefined;
  try {
    employee = await checkCredentials(db, input);
  } catch (err) {
    // No password was checked (the server was busy, 503): the attempt is given back.
    window.refund(key);
    throw err;
  }
  if (!employee) throw new AppError(401, messages.wrongCredentials);
  window.refund(key);
  return openSession(db, config, employee);
}

/**
 * A new session of the employee, answered as a login is. Invitations wait for the employee in their
 * profile: a login accepts none (issue 25: a password is no proof of whom an invitation was mailed to).
 */
export async function openSession(db: Db, config: Config, employee: EmployeeRow) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + config.SESSION_TTL_HOURS * 3_600_000);
  await authRepository.insertSession(db, employee.id, tokenHash(token), expiresAt);
  const [memberships, invitations] = await Promise.all([
    authRepository.memberships(db, employee.id),
    authRepository.invitationsOf(db, employee.id),
  ]);
  return {
    token,
    expiresAt,
    user: presentEmployee(employee),
    companies: memberships,
    company_id: defaultCompany(memberships),
    invitations,
  };
}

/** The window of PASSWORD_CHANGE_RATE_LIMIT: wrong old passwords per quarter hour per employee. */
export const PASSWORD_CHANGE_WINDOW_MS = 15 * 60_000;

/**
 * Whether `password` is the signed-in employee's own, for a change of password: limited per employee like
 * the login per account (a stolen session must not become a way to guess the password and keep the
 * account). Only wrong ones use up the allowance; once it is used up the right one is refused too, or a
 * 429 versus a 200 would still confirm a guess. An attempt is counted before its check starts, so a
 * parallel burst cannot slip past, and given back when no check ran (the server was busy, 503).
 */
export async function checkOwnPassword(attempts: AttemptWindow, employee: EmployeeRow, password: string) {
  const key = String(employee.id);
  if (!attempts.take(key)) throw new AppError(429, tooManyPasswordChangesFor(attempts.retryAfter(key)));
  let right: boolean;
  try {
    // A signed-in employee always has a password (an account without one cannot sign in).
    right = await verifyPassword(employee.passwordHash ?? '', password);
  } catch (err) {
    attempts.refund(key);
    throw err;
  }
  if (right) attempts.refund(key);
  return right;
}

/** The active employee whose password this is, or nothing; a known and an unknown e-mail take as long. */
async function checkCredentials(db: Db, input: LoginInput): Promise<EmployeeRow | undefined> {
  const employee = await authRepository.findEmployeeByEmail(db, input.email);
  // An account nobody has claimed through its invitation link has no password, and answers as no account.
  if (!employee?.isActive || employee.passwordHash === null) {
    decoyHash ??= hashPassword('decoy-password');
    await verifyPassword(await decoyHash, input.password);
    return undefined;
  }
  return (await verifyPassword(employee.passwordHash, input.password)) ? employee : undefined;
}

export async function logout(db: Db, sessionHash: string) {
  await authRepository.deleteSession(db, sessionHash);
}

/** The session behind a token, or null when it is unknown, expired or its employee is inactive. */
export async function authenticate(db: Db, token: string, cache?: SessionCache): Promise<AuthContext | null> {
  const hash = tokenHash(token);
  return cache ? cache.session(hash, () => readSession(db, hash)) : readSession(db, hash);
}

async function readSession(db: Db, hash: string): Promise<AuthContext | null> {
  const rows = await authRepository.liveSession(db, hash);
  if (rows.length === 0) return null;
  // A left join: the employee's row without a company when they work nowhere yet.
  const memberships = rows.flatMap(({ company: c }) =>
    c?.id == null
      ? []
      : [
          {
            ...c,
            id: c.id,
            name: c.name!,
            object_type: c.object_type!,
            is_chosen: c.is_chosen!,
            role: c.role!,
          },
        ],
  );
  return {
    employee: rows[0]!.employee,
    sessionHash: hash,
    expiresAt: rows[0]!.expiresAt,
    companies: memberships.map(({ id, name, object_type, is_chosen, role }) => ({
      id,
      name,
      object_type,
      is_chosen,
      role,
    })),
    settings: new Map(
      memberships.map((c) => [
        c.id,
        {
          id: c.id,
          name: c.name,
          timeZone: c.timeZone!,
          checkInTime: c.checkInTime!,
          checkOutTime: c.checkOutTime!,
          requiredFields: c.requiredFields!,
          role: c.role as Role,
        },
      ]),
    ),
  };
}

/** An employee's write outside any company's use case (their profile, a new company): db/write.ts. */
export function actingAs<C extends number | null = null>(auth: AuthContext, companyId: C = null as C) {
  return { employeeId: auth.employee.id, companyId };
}

function defaultCompany(memberships: AuthContext['companies']): number | null {
  return (memberships.find((c) => c.is_chosen) ?? memberships[0])?.id ?? null;
}

/**
 * The company a request acts on: the X-Company-Id header when given (it must be one of the employee's),
 * else the first chosen company. Null when the employee belongs to none.
 */
export function resolveCompany(auth: AuthContext, header: string | undefined): number | null {
  if (header === undefined || header === '') return defaultCompany(auth.companies);
  // Digits only: '0x1', '1e0' or ' 1' name no company, rather than company 1.
  const id = /^\d{1,10}$/.test(header) ? Number(header) : Number.NaN;
  if (!auth.companies.some((c) => c.id === id)) {
    throw new AppError(403, messages.forbiddenCompany);
  }
  return id;
}

/**
 * An empty database gets its first administrator (from ADMIN_EMAIL/ADMIN_PASSWORD, else the development
 * default) and a first company for them to work in. Returns what was created, for the start-up banner.
 */
export async function bootstrapAdmin(db: Db, config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>) {
  if ((await authRepository.countEmployees(db)) > 0) return null;
  const email = (config.ADMIN_EMAIL ?? DEFAULT_ADMIN.email).toLowerCase();
  const password = config.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const admin = await authRepository.insertEmployee(tx, {
      email,
      passwordHash,
      // 'Фамилия Имя' reads 'Администратор Системы' (issue 28, item 16).
      firstName: 'Системы',
      lastName: 'Администратор',
    });
    let company = await authRepository.anyCompany(tx);
    company ??= await authRepository.insertCompany(tx, 'Мой объект');
    // The first administrator owns the first company.
    await authRepository.insertMembership(tx, company.id, admin.id, 'owner');
    return {
      employeeId: admin.id,
      companyId: company.id,
      email,
      password: config.ADMIN_PASSWORD ? null : password,
    };
  });
}
