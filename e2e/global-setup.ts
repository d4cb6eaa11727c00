/**
 * Runs once before the browser journeys: starts the real server (`main.ts`, as `npm start` does) on an
 * empty data folder and stops it with SIGTERM, twice. The first start, without the demo seed, makes a
 * migrated database with the administrator and nothing else (what a property's first start makes); a copy
 * of it is kept for the journeys that start empty (SEED_DEMO=0). The second start on the same folder finds
 * no catalogue and seeds the demo resort, as a first `npm start` with the seed would. Every journey's
 * server starts from a copy of one of the two (`startServer`), instead of running initdb, 40-odd
 * migrations and the seed again per file (about 14 s of each file's set-up on these machines). The seed's
 * dates are relative to the resort's today; past its midnight, a journey's server seeds its own folder.
 * Before both, the server is bundled into one file that every start of the run runs (buildServerBundle).
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import {
  EMPTY_TEMPLATE_ENV,
  newDataFolder,
  resortDay,
  SEEDED_DAY_ENV,
  SEEDED_TEMPLATE_ENV,
  SERVER_BUNDLE_ENV,
  spawnServer,
  stopServer,
} from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The project's own files (the server's and the workspace packages') keep their own location: each
 * `import.meta.url`, `.dirname` and `.filename` becomes that source file's, as a literal, instead of the
 * bundle's. The server finds its migrations, the web app's dist, the fonts (createRequire) and the liquid
 * worker's source (run through tsx in a worker thread, as before) relative to its sources.
 * `import.meta.resolve` is left alone: it resolves packages only (tsx), from the same node_modules.
 */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, ({ path: file }) => ({
      loader: 'ts',
      contents: readFileSync(file, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
        .replaceAll('import.meta.filename', JSON.stringify(file)),
    }));
  },
};

/** Each npm package stays an import, resolved as before; the workspace's own (@pms/) are bundled. */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
      name.startsWith('@pms/') ? undefined : { external: true },
    );
  },
};

/**
 * Bundles `main.ts` into one ES module under .tmp (its packages resolve from the repo's node_modules as
 * before). The journeys' ~28 server starts a run each spent about 2.1 s (3.2 s of CPU on a 2-core machine)
 * importing the server through tsx, its loader transforming and resolving some 300 files; the bundle
 * imports in about 1.3 s (1.4 s of CPU). Built in about half a second, once per run.
 */
async function buildServerBundle(): Promise<string> {
  const outfile = path.join(root, '.tmp', 'e2e-server', 'main.mjs');
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Class and function names as in the sources (tsx keeps them; bundling may rename on a clash).
    keepNames: true,
    // Stack traces name the source files and lines (spawnServer runs it with --enable-source-maps); the
    // map leaves out their text, which node reads from the sources themselves.
    sourcemap: 'linked',
    sourcesContent: false,
    plugins: [packagesExternal, sourceLocations],
    logLevel: 'warning',
  });
  return outfile;
}

export default async function setup() {
  process.env[SERVER_BUNDLE_ENV] = await buildServerBundle();
  // A first start (initdb, every migration) on a loaded machine takes far longer than a copy's.
  const first = await spawnServer({ SEED_DEMO: '0' }, { startTimeoutMs: 600_000 });
  // A clean stop releases the data folder's lock, so the copies do not start on a lock file at all.
  await stopServer(first, { keepDataDir: true });
  const empty = newDataFolder('pms-e2e-empty-');
  cpSync(first.dataDir, empty, { recursive: true });
  const day = resortDay();
  const seeded = await spawnServer({ SEED_DEMO: '1' }, { dataDir: first.dataDir, startTimeoutMs: 600_000 });
  await stopServer(seeded, { keepDataDir: true });
  process.env[EMPTY_TEMPLATE_ENV] = empty;
  process.env[SEEDED_TEMPLATE_ENV] = seeded.dataDir;
  // Seeded across the resort's midnight, it is stale at once: journeys then seed their own.
  process.env[SEEDED_DAY_ENV] = day === resortDay() ? day : '';
  return () => {
    rmSync(empty, { recursive: true, force: true });
    rmSync(seeded.dataDir, { recursive: true, force: true });
  };
}
