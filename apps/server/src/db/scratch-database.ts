/**
 * A throwaway database on a PostgreSQL server, for tests and benchmarks: created empty next to the one
 * `baseUrl` names, and dropped (with its connections) when done.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(baseUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createScratchDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
