/**
 * Typed environment. Every variable the server reads is declared here with its meaning; start-up fails
 * fast with a clear message when one is wrong.
 */
import { z } from 'zod';
import { parseAllowedHosts } from './lib/outbound-destination.ts';
import { proxyTrust } from './lib/trusted-proxies.ts';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  /** development | test | production. Production refuses to start without ADMIN_EMAIL/ADMIN_PASSWORD. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** TCP port of the HTTP server. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().default('127.0.0.1'),
  /** postgres:// URL of a PostgreSQL server; unset uses embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * PostgreSQL: the URL the migrations run with, as the role that owns the tables; the app then runs as
   * DATABASE_URL's role, which start-up grants ordinary reads and writes and only appends to the journal,
   * so it cannot switch the journal's trigger off (docs/roles.md). Unset: DATABASE_URL's role does both
   * and owns everything, the weaker set-up.
   */
  MIGRATION_DATABASE_URL: z.string().url().optional(),
  /** Folder of the embedded database (and other local files) when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('./data'),
  /** Bootstrap administrator, created when the database has no employee. */
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** 1 fills an empty database with a demo resort. Default 1 on the embedded database, 0 on PostgreSQL. */
  SEED_DEMO: flag.optional(),
  /**
   * Key that encrypts stored secrets (the SFTP password or key); any long random text. Unset: a random
   * key is kept in DATA_DIR/secret.key. Several instances over one database must share this value.
   */
  SECRET_KEY: z.string().min(16).optional(),
  /** Real SMTP server for outgoing mail; unset keeps mail in the built-in outbox. */
  SMTP_URL: z.string().url().optional(),
  /** How long a login session lasts, in hours. */
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  /** Login attempts allowed per minute from one address (a device that signed in to the account before is not counted). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Failed logins allowed per quarter hour for one e-mail from devices that never signed in to it. */
  LOGIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Failed logins allowed per quarter hour for one device that has signed in to the account before. */
  LOGIN_DEVICE_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Wrong old passwords allowed per quarter hour for one employee's password change. */
  PASSWORD_CHANGE_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Requests a minute one API key may make (issue 34), per instance; over it a 429 with Retry-After. */
  API_KEY_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  /**
   * Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed: a comma-separated list of addresses or
   * CIDRs (e.g. `127.0.0.1,10.0.0.0/8`), or a hop count. Unset: no proxy, the client's own address counts.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .optional()
    .superRefine((v, ctx) => {
      try {
        proxyTrust(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }),
  /**
   * PostgreSQL: how long to wait for a new connection (or a free one of the pool's ten) before answering
   * 503, in milliseconds; also the bound of the health check's query and of start-up's first connection.
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /**
   * PostgreSQL: a query whose answer does not arrive for this long is abandoned (503) and its connection
   * destroyed, in milliseconds. Above DB_STATEMENT_TIMEOUT_MS, so a slow statement is ended by the server
   * first and only a silent database hits this.
   */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(6_000),
  /** PostgreSQL: the server cancels a statement running longer than this (statement_timeout), in ms. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** PostgreSQL: a session idle inside a transaction this long is ended by the server, in ms. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** PostgreSQL: TCP keepalive probes start after this much silence on a connection, in ms. */
  DB_KEEPALIVE_DELAY_MS: z.coerce.number().int().positive().default(10_000),
  /** Folder of the built web app served at '/'; unset uses apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /** How often the sweeper removes expired reserves and abandoned drafts, in seconds; 0 turns it off. */
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(30),
  /**
   * The nightly SFTP export: shortly after each property's midnight, companies with SFTP settings upload
   * the previous day's register. `off` (or 0/false) turns it off, as the tests do.
   */
  SFTP_NIGHTLY: z
    .enum(['on', 'off', '1', '0', 'true', 'false'])
    .default('on')
    .transform((v) => v === 'on' || v === '1' || v === 'true'),
  /**
   * Where the server may connect for staff, one setting for every outbound connection: the SFTP export
   * (check, upload, nightly run), calendar feeds and webhooks. A comma-separated list of host names,
   * addresses and CIDR ranges (e.g. `sftp.bank.kz,203.0.113.0/24`). Unset or empty: any host with only
   * public addresses; loopback and private networks are refused. `SFTP_ALLOWED_HOSTS`, its older name,
   * is read when this one is unset.
   */
  OUTBOUND_ALLOWED_HOSTS: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      try {
        return { setting: v, ...parseAllowedHosts(v) };
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  /** How long an SFTP connection may take to answer before it counts as failed, in milliseconds. */
  SFTP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How long an outbound HTTP request (a calendar feed, a webhook) may take in all, in milliseconds. */
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The largest answer an outbound HTTP request may read, in bytes; a larger one fails. */
  OUTBOUND_MAX_BYTES: z.coerce.number().int().positive().default(5_000_000),
  /**
   * Webhook delivery on this instance (issue 34): `off` (or 0/false) leaves the outbox to other
   * instances; every instance that delivers takes its share safely.
   */
  WEBHOOK_DELIVERY: z
    .enum(['on', 'off', '1', '0', 'true', 'false'])
    .default('on')
    .transform((v) => v === 'on' || v === '1' || v === 'true'),
  /** The wait before a failed webhook's first retry, in ms; each next wait doubles (up to 2 hours), for a day. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().positive().default(5_000),
  /** How often each instance looks for due webhook deliveries besides being woken, in ms. */
  WEBHOOK_SWEEP_MS: z.coerce.number().int().positive().default(10_000),
  /** 'Проверить соединение' allowed per company per minute (per server instance). */
  SFTP_CHECK_LIMIT: z.coerce.number().int().positive().default(5),
  /**
   * The address staff and guests open the server at, e.g. `https://pms.example.kz`: the start of every
   * link the server writes (a document's link). Unset: the host a proxy named in TRUST_PROXY forwards,
   * else `http://127.0.0.1:PORT`. Never the request's Host header, which any client may set.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** A draft untouched for this many minutes is an abandoned editor and is deleted. */
  DRAFT_TTL_MINUTES: z.coerce.number().positive().default(30),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: short human lines, requests only at debug; `json`: pino's JSON lines. Unset: json in production. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
});

export type Config = z.infer<typeof envSchema> & { seedDemo: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse({
    ...env,
    OUTBOUND_ALLOWED_HOSTS: env.OUTBOUND_ALLOWED_HOSTS ?? env.SFTP_ALLOWED_HOSTS,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  if (cfg.NODE_ENV === 'production' && (!cfg.ADMIN_EMAIL || !cfg.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD are required in production');
  }
  if (cfg.MIGRATION_DATABASE_URL && !cfg.DATABASE_URL) {
    throw new Error("Invalid configuration: MIGRATION_DATABASE_URL needs DATABASE_URL (the app's own role)");
  }
  return { ...cfg, seedDemo: cfg.SEED_DEMO ?? !cfg.DATABASE_URL };
}
