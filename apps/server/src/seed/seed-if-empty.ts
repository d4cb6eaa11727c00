import { roleLabels } from '@pms/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, companyEmployees } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { seedDemo } from './seed.ts';
import { DEMO_PASSWORD, STAFF } from './seed-catalogue.ts';
import { LEISURE, LEISURE_CASHIER, seedLeisureDemo } from './seed-leisure.ts';

/**
 * Fills the first company with the demo resort when the database has no catalogue yet, so a fresh
 * `npm start` shows a living property, and adds the leisure object beside it (its administrator is a
 * member of both, so the company switcher shows both modes). A database someone already configured is
 * never touched.
 */
export async function seedIfEmpty(db: Db) {
  if ((await db.$count(categories)) > 0) return null;
  const [member] = await db
    .select()
    .from(companyEmployees)
    .orderBy(asc(companyEmployees.companyId), asc(companyEmployees.employeeId))
    .limit(1);
  if (!member) return null;
  // One hash of the shared demo password for both demos' employees: production argon2 costs about
  // 0.25 s of CPU a hash, and the resort's staff already share theirs.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const resort = await seedDemo(db, {
    companyId: member.companyId,
    employeeId: member.employeeId,
    passwordHash,
  });
  const leisure = await seedLeisureDemo(db, { employeeId: member.employeeId, passwordHash });
  return { ...resort, leisure };
}

/**
 * The demo's employees as the start that created them prints them (issue 30): role, e-mail and the one
 * password they share. Later starts do not repeat it, as for the administrator: it may have been changed.
 */
export function demoLogins(): string[] {
  const rows = [
    ...STAFF.map((s) => [roleLabels[s.role], s.email, '']),
    [roleLabels[LEISURE_CASHIER.role], LEISURE_CASHIER.email, `only ${LEISURE.name}`],
  ];
  const width = Math.max(...rows.map(([role]) => role!.length));
  const emailWidth = Math.max(...rows.map(([, email]) => email!.length));
  return [
    `Demo employees, password ${DEMO_PASSWORD}:`,
    ...rows.map(([role, email, note]) =>
      `  ${role!.padEnd(width)}  ${email!.padEnd(emailWidth)}  ${note}`.trimEnd(),
    ),
  ];
}
