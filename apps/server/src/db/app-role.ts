/**
 * PostgreSQL with two roles (issue 25): the migrations run as the owner (MIGRATION_DATABASE_URL), the app
 * as a role that owns nothing (DATABASE_URL). Whoever owns a table can `ALTER TABLE … DISABLE TRIGGER` and
 * then forge or delete the journal, or drop the double-booking constraint; a role that owns nothing can
 * do neither. This step runs as the owner after every migration (start-up, `npm run db:migrate`), so the
 * tables a new migration adds are covered too, and it is idempotent.
 *
 * The app's role gets exactly what the app needs: SELECT, INSERT, UPDATE, DELETE on the ordinary tables;
 * only SELECT and INSERT on the journal (audit_log); the sequences; the functions. Never TRUNCATE or
 * TRIGGER (a trigger of its own on the journal could rewrite or swallow new rows). The step refuses to
 * finish, and so the server to start, while the app's role could still switch the journal off: a
 * superuser, or a member of the role that owns a table, a function or the schema.
 *
 * Every trigger function also gets a fixed search_path (the schema, then pg_temp): otherwise a session
 * of the app's role could create a temporary table named `audit_log` (or `companies`, which the triggers
 * read) and its changes would be recorded there, or not at all.
 */
import pg from 'pg';

/** The journal: append-only for the app's role. */
const JOURNAL = 'audit_log';

export class AppRoleError extends Error {}

/**
 * Grants `appRole` what the app needs in the owner's schema and checks that it can do no more. Runs on
 * `owner`, a connection of the migrating role; nothing to do when that is the app's role itself (one
 * role for both: the weaker set-up, where the journal's protection is its trigger only).
 */
export async function secureAppRole(owner: pg.ClientBase, appRole: string): Promise<void> {
  const { me, schema } = (await owner.query('SELECT current_user AS me, current_schema() AS schema'))
    .rows[0] as { me: string; schema: string };
  if (me === appRole) return;
  const role = pg.escapeIdentifier(appRole);
  const s = pg.escapeIdentifier(schema);
  const journal = `${s}.${pg.escapeIdentifier(JOURNAL)}`;

  const found = (
    await owner.query(
      `SELECT r.rolsuper AS superuser,
         pg_has_role(r.oid, n.nspowner, 'MEMBER') AS schema_owner,
         array(SELECT c.relname::text FROM pg_class c
               WHERE c.relnamespace = n.oid AND c.relkind NOT IN ('i', 'I')
                 AND pg_has_role(r.oid, c.relowner, 'MEMBER') ORDER BY 1) AS tables,
         array(SELECT p.oid::regprocedure::text FROM pg_proc p
               WHERE p.pronamespace = n.oid AND pg_has_role(r.oid, p.proowner, 'MEMBER') ORDER BY 1) AS functions
       FROM pg_roles r, pg_namespace n WHERE r.rolname = $1 AND n.nspname = $2`,
      [appRole, schema],
    )
  ).rows[0] as
    | { superuser: boolean; schema_owner: boolean; tables: string[]; functions: string[] }
    | undefined;
  if (!found) throw new AppRoleError(`The role ${appRole} of DATABASE_URL does not exist`);
  const owns = [...found.tables, ...found.functions];
  if (found.superuser || found.schema_owner || owns.length > 0) {
    const what = found.superuser
      ? 'is a superuser'
      : found.schema_owner
        ? `owns the schema ${schema} (or the database, or is a member of their owner)`
        : `owns (or is a member of the owner of) ${owns.slice(0, 5).join(', ')}${owns.length > 5 ? ', …' : ''}`;
    throw new AppRoleError(
      `The app's database role ${appRole} (DATABASE_URL) ${what}: it could switch the journal off. ` +
        `Give the objects to the migrating role ${me} (as a superuser: REASSIGN OWNED BY ${appRole} TO ${me}) ` +
        'and use a role without SUPERUSER; see docs/roles.md',
    );
  }

  await owner.query(`GRANT USAGE ON SCHEMA ${s} TO ${role}`);
  await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO ${role}`);
  await owner.query(`REVOKE TRUNCATE, REFERENCES, TRIGGER ON ALL TABLES IN SCHEMA ${s} FROM ${role}`);
  // Revoking the table's UPDATE also revokes any column's.
  await owner.query(`REVOKE UPDATE, DELETE ON ${journal} FROM ${role}`);
  await owner.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${s} TO ${role}`);
  await owner.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${s} TO ${role}`);

  const searchPath = `${s}, pg_temp`;
  const unfixed = await owner.query(
    `SELECT p.oid::regprocedure::text AS f FROM pg_proc p
     WHERE p.pronamespace = $1::regnamespace AND p.prorettype = 'trigger'::regtype
       AND NOT coalesce(p.proconfig @> ARRAY['search_path=' || $2], false)`,
    [schema, searchPath],
  );
  for (const { f } of unfixed.rows as { f: string }[]) {
    await owner.query(`ALTER FUNCTION ${f} SET search_path = ${searchPath}`);
  }

  // What the app's role may do with the journal, through any role it belongs to, PUBLIC included.
  const left = (
    await owner.query(
      `SELECT array(SELECT p FROM unnest(ARRAY['UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER']) p
                    WHERE has_table_privilege($1, $2::regclass, p)) AS privileges`,
      [appRole, journal],
    )
  ).rows[0] as { privileges: string[] };
  if (left.privileges.length > 0) {
    throw new AppRoleError(
      `The app's database role ${appRole} may still ${left.privileges.join(', ')} the journal ${JOURNAL}, ` +
        'granted to PUBLIC or to a role it belongs to: revoke that grant',
    );
  }
}
