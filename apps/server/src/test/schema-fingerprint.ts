/**
 * What a database's schema is, read from the catalogue, to compare two databases made different ways
 * (start-up.test.ts: a first start from the build's migrated template against one that ran initdb and
 * every migration): the migrations journal, columns, constraints, indexes, triggers, functions, views,
 * extensions, sequences with their positions, and the rows of every table counted.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

const ours = sql`not in ('pg_catalog', 'information_schema', 'pg_toast')`;

export async function schemaFingerprint(db: Db) {
  const migrations = await queryRows(
    db,
    sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by id`,
  );
  const columns = await queryRows(
    db,
    sql`select table_schema, table_name, column_name, ordinal_position, data_type, udt_name, column_default,
               is_nullable, is_identity, generation_expression, collation_name
        from information_schema.columns where table_schema ${ours}
        order by table_schema, table_name, ordinal_position`,
  );
  const constraints = await queryRows(
    db,
    sql`select c.conrelid::regclass::text as rel, c.conname, pg_get_constraintdef(c.oid) as def
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname ${ours} order by 1, 2, 3`,
  );
  const indexes = await queryRows(
    db,
    sql`select schemaname, tablename, indexname, indexdef from pg_indexes where schemaname ${ours}
        order by 1, 2, 3`,
  );
  const triggers = await queryRows(
    db,
    sql`select tgrelid::regclass::text as rel, tgname, pg_get_triggerdef(oid) as def, tgenabled
        from pg_trigger where not tgisinternal order by 1, 2`,
  );
  const functions = await queryRows(
    db,
    sql`select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) as args,
               md5(pg_get_functiondef(p.oid)) as def
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname ${ours} and p.prokind in ('f', 'p') order by 1, 2, 3`,
  );
  const views = await queryRows(
    db,
    sql`select schemaname, viewname, definition from pg_views where schemaname ${ours} order by 1, 2`,
  );
  const extensions = await queryRows(db, sql`select extname, extversion from pg_extension order by 1`);
  const sequences = await queryRows(
    db,
    sql`select schemaname, sequencename, last_value::text from pg_sequences where schemaname ${ours}
        order by 1, 2`,
  );
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema ${ours} and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const rows: Record<string, number> = {};
  for (const t of tables) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(t.schema)}.${sql.identifier(t.name)}`,
    );
    rows[`${t.schema}.${t.name}`] = count!.n;
  }
  return {
    migrations,
    columns,
    constraints,
    indexes,
    triggers,
    functions,
    views,
    extensions,
    sequences,
    rows,
  };
}
