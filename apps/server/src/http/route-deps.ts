import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/**
 * What every module's routes are given: the database handle, the configuration, and the database itself
 * (its kind and its listeners). Its own file, so modules do not import app.ts, which imports them.
 */
export type RouteDeps = {
  db: Database['db'];
  config: Config;
  database: Database;
  /** The clock of the attempt limits (http/attempt-window.ts), in ms. */
  now: () => number;
};
