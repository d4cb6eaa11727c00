/** The api_keys table (migration 0065): the live key of a token, a company's keys, creating, revoking. */
import type { Role } from '@pms/domain';
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { worksThere } from '../../db/membership.ts';
import { perDatabase } from '../../db/per-database.ts';
import { apiKeys, companies, companyEmployees, employees } from '../../db/schema.ts';

/**
 * Every request with a key reads this, so it is one query, prepared by name: the key by its token's
 * hash, unrevoked and unexpired, with its company's settings and its creator's role there now. No row
 * when the key is unknown, revoked or expired, or its creator no longer works in the company (switched
 * off, left, or the company archived).
 */
const liveKeyStatement = perDatabase((db: Db) =>
  db
    .select({
      keyId: apiKeys.id,
      name: apiKeys.name,
      permissions: apiKeys.permissions,
      creatorId: apiKeys.createdBy,
      lastUsedAt: apiKeys.lastUsedAt,
      creatorRole: companyEmployees.role,
      company: {
        id: companies.id,
        name: companies.name,
        timeZone: companies.timezone,
        checkInTime: companies.checkInTime,
        checkOutTime: companies.checkOutTime,
        requiredFields: companies.requiredFields,
      },
    })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .innerJoin(employees, and(eq(employees.id, apiKeys.createdBy), eq(employees.isActive, true)))
    .innerJoin(
      companyEmployees,
      and(
        eq(companyEmployees.companyId, apiKeys.companyId),
        eq(companyEmployees.employeeId, apiKeys.createdBy),
        worksThere(),
      ),
    )
    .where(
      and(
        eq(apiKeys.tokenHash, sql.placeholder('hash')),
        isNull(apiKeys.revokedAt),
        gt(apiKeys.expiresAt, sql`now()`),
      ),
    )
    .prepare('live_api_key'),
);

const creator = alias(employees, 'creator');
const revoker = alias(employees, 'revoker');

const listColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  permissions: apiKeys.permissions,
  expiresAt: apiKeys.expiresAt,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  createdBy: { id: creator.id, firstName: creator.firstName, lastName: creator.lastName },
  revokedBy: { id: revoker.id, firstName: revoker.firstName, lastName: revoker.lastName },
  active: sql<boolean>`(${apiKeys.revokedAt} is null and ${apiKeys.expiresAt} > now())`,
};

export type ApiKeyRow = Awaited<ReturnType<typeof apiKeysRepository.page>>[number];

export const apiKeysRepository = {
  liveKey: async (db: Db, hash: string) =>
    (await liveKeyStatement(db).execute({ hash }))[0] as
      | (Awaited<ReturnType<ReturnType<typeof liveKeyStatement>['execute']>>[number] & { creatorRole: Role })
      | undefined,

  /** Notes the key's use, unless it was noted within the last minute (one cheap write a minute at most). */
  touch: (db: Db, keyId: number) =>
    db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, keyId),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
        ),
      ),

  /** A page of the company's keys: the working ones first, then the newest. */
  page: (db: Db, companyId: number, offset: number, limit: number) =>
    db
      .select(listColumns)
      .from(apiKeys)
      .innerJoin(creator, eq(creator.id, apiKeys.createdBy))
      .leftJoin(revoker, eq(revoker.id, apiKeys.revokedBy))
      .where(eq(apiKeys.companyId, companyId))
      .orderBy(desc(listColumns.active), desc(apiKeys.id))
      .limit(limit)
      .offset(offset),

  one: async (db: Db, companyId: number, id: number) =>
    (
      await db
        .select(listColumns)
        .from(apiKeys)
        .innerJoin(creator, eq(creator.id, apiKeys.createdBy))
        .leftJoin(revoker, eq(revoker.id, apiKeys.revokedBy))
        .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
    )[0],

  count: async (db: Db, companyId: number) =>
    (await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.companyId, companyId)))[0]!.n,

  /** The company's keys still working, counted with its row locked: two creations at once count in turn. */
  async lockAndCountActive(tx: Db, companyId: number) {
    await tx.execute(sql`select 1 from ${companies} where ${companies.id} = ${companyId} for no key update`);
    const [row] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(
        and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, sql`now()`)),
      );
    return row!.n;
  },

  insert: async (
    tx: Db,
    values: {
      companyId: number;
      name: string;
      prefix: string;
      tokenHash: string;
      permissions: string[];
      days: number;
      createdBy: number;
    },
  ) =>
    (
      await tx
        .insert(apiKeys)
        .values({
          companyId: values.companyId,
          name: values.name,
          prefix: values.prefix,
          tokenHash: values.tokenHash,
          permissions: values.permissions,
          expiresAt: sql`now() + make_interval(days => ${values.days}::int)`,
          createdBy: values.createdBy,
        })
        .returning({ id: apiKeys.id })
    )[0]!.id,

  /** Revokes a working key of the company; false when there is none (unknown, or already revoked). */
  revoke: async (tx: Db, companyId: number, id: number, by: number) =>
    (
      await tx
        .update(apiKeys)
        .set({ revokedAt: sql`now()`, revokedBy: by })
        .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id })
    ).length > 0,
};
