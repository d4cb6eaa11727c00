/** Queries of account_tokens: the hashes of invitation links and e-mail change codes (issue 25). */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, companies, companyEmployees, employees } from '../../db/schema.ts';

export const accountTokensRepository = {
  /** The membership's one live link: a new one replaces any earlier (a resent invitation voids the old mail). */
  async putInvitation(
    db: Db,
    values: { employeeId: number; companyId: number; email: string; tokenHash: string; expiresAt: Date },
  ) {
    await db
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.employeeId, values.employeeId),
          eq(accountTokens.companyId, values.companyId),
          eq(accountTokens.purpose, 'invitation'),
        ),
      );
    await db.insert(accountTokens).values({ ...values, purpose: 'invitation' });
  },

  /**
   * What a live link invites to: the invitation (still waiting), its company's name, and whether the
   * account behind the address has a password yet. Nothing for an unknown, used or expired link.
   */
  async invitationOf(db: Db, tokenHash: string) {
    const [row] = await db
      .select({
        tokenId: accountTokens.id,
        employeeId: accountTokens.employeeId,
        companyId: companyEmployees.companyId,
        email: employees.email,
        sentTo: accountTokens.email,
        hasPassword: sql<boolean>`${employees.passwordHash} is not null`,
        invitation: companyEmployees.invitation,
        company: companies.name,
      })
      .from(accountTokens)
      .innerJoin(
        companyEmployees,
        and(
          eq(companyEmployees.companyId, accountTokens.companyId),
          eq(companyEmployees.employeeId, accountTokens.employeeId),
        ),
      )
      .innerJoin(employees, eq(employees.id, accountTokens.employeeId))
      .innerJoin(companies, eq(companies.id, accountTokens.companyId))
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, 'invitation'),
          gt(accountTokens.expiresAt, sql`now()`),
          sql`${companyEmployees.invitation} is not null`,
          // A link mailed to an address the account no longer has is not that mailbox's to use.
          eq(accountTokens.email, employees.email),
        ),
      )
      .limit(1);
    return row;
  },

  /** Takes a token out: one use. False when someone used it first. */
  async spend(db: Db, id: number) {
    const rows = await db
      .delete(accountTokens)
      .where(eq(accountTokens.id, id))
      .returning({ id: accountTokens.id });
    return rows.length > 0;
  },

  /** An accepted or declined invitation's link goes with it. */
  dropInvitation: (db: Db, employeeId: number, companyId: number) =>
    db
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.employeeId, employeeId),
          eq(accountTokens.companyId, companyId),
          eq(accountTokens.purpose, 'invitation'),
        ),
      ),

  /** The employee's one pending e-mail change: a new request replaces the earlier code. */
  async putEmailChange(
    db: Db,
    values: { employeeId: number; email: string; tokenHash: string; expiresAt: Date },
  ) {
    await accountTokensRepository.dropEmailChange(db, values.employeeId);
    await db.insert(accountTokens).values({ ...values, purpose: 'email_change' });
  },

  dropEmailChange: (db: Db, employeeId: number) =>
    db
      .delete(accountTokens)
      .where(and(eq(accountTokens.employeeId, employeeId), eq(accountTokens.purpose, 'email_change'))),

  /** The pending e-mail change, locked: two codes typed at once are counted one after the other. */
  async emailChangeLocked(db: Db, employeeId: number) {
    const [row] = await db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.employeeId, employeeId), eq(accountTokens.purpose, 'email_change')))
      .for('update');
    return row;
  },

  /** The address waiting to be confirmed, if its code still works. */
  async pendingEmail(db: Db, employeeId: number) {
    const [row] = await db
      .select({
        email: accountTokens.email,
        attempts: accountTokens.attempts,
        expiresAt: accountTokens.expiresAt,
      })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.employeeId, employeeId),
          eq(accountTokens.purpose, 'email_change'),
          gt(accountTokens.expiresAt, sql`now()`),
        ),
      );
    return row;
  },

  countWrong: (db: Db, id: number) =>
    db
      .update(accountTokens)
      .set({ attempts: sql`${accountTokens.attempts} + 1` })
      .where(eq(accountTokens.id, id)),
};
