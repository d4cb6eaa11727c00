/**
 * The SQL functions that triggers ask (db/domain-sql.ts) answer as the domain's rules do, for every
 * status and action: the database has no status list of its own.
 */
import {
  auditActions,
  bookingStatuses,
  draftStatus,
  headlineActions,
  realStatuses,
  statusChangeAction,
} from '@pms/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/harness.ts';
import { queryRows } from './client.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.dispose());

describe('the status rules in SQL are made from the domain', () => {
  it('booking_is_counted, booking_is_draft and audit_status_action, for every status', async () => {
    for (const status of bookingStatuses) {
      const [row] = await queryRows<{ counted: boolean; draft: boolean; action: string }>(
        t.database.db,
        sql`SELECT booking_is_counted(${status}) AS counted, booking_is_draft(${status}) AS draft,
                   audit_status_action(${status}) AS action`,
      );
      expect([status, row]).toEqual([
        status,
        {
          counted: (realStatuses as readonly string[]).includes(status),
          draft: status === draftStatus,
          action: statusChangeAction(status),
        },
      ]);
    }
  });

  it('audit_headline, for every action', async () => {
    for (const action of auditActions) {
      const [row] = await queryRows<{ headline: boolean }>(
        t.database.db,
        sql`SELECT audit_headline(${action}) AS headline`,
      );
      expect([action, row!.headline]).toEqual([action, headlineActions.includes(action)]);
    }
  });

  it('are written again by every migrate, so a changed rule reaches a database migrated before it', async () => {
    await t.database.db.execute(
      sql`CREATE OR REPLACE FUNCTION audit_headline(action text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$ SELECT false $$`,
    );
    await t.database.migrate();
    const [row] = await queryRows<{ headline: boolean }>(
      t.database.db,
      sql`SELECT audit_headline('move') AS headline`,
    );
    expect(row!.headline).toBe(true);
  });
});
