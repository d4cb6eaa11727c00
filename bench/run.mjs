#!/usr/bin/env node
// `npm run bench`: every benchmark in bench/, one after another; each prints its table.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const here = import.meta.dirname;
for (const file of ['startup.mjs']) {
  const r = spawnSync(process.execPath, [path.join(here, file)], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
