/**
 * Compiles the server for `npm start` (`npm run build`, after the web app's): apps/server/src/main.ts and
 * the template worker bundled by esbuild into apps/server/dist/main.js and liquid-worker.js, ES modules
 * holding the workspace's code (@pms/*) and the npm packages it imports, but for those that must stay in
 * node_modules (KEPT_EXTERNAL). The server then starts without a TypeScript loader: through tsx, about
 * 300 files were transformed and resolved at every start, and ~700 packages' files were loaded after. Beside them: the migrations (the compiled
 * db/client.ts reads ./migrations next to itself) and the migrated template a first start on an empty
 * data folder unpacks (db/pglite-template.ts); the template is made only when no file of its digest is
 * there yet, so a build after a change that leaves the migrations alone does not make it again. And the
 * prepared demo (seed/demo-template.ts): that template with the development administrator and the demo
 * seed, which a first start with the demo unpacks instead of seeding; made again when the code or the
 * resort's day changed (the demo is laid out around today), about as long as the seed takes at a start.
 *   node --import tsx apps/server/src/build.ts   (npm run build -w apps/server)
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { migrationsFolder } from './db/client.ts';
import { makeTemplate, templateFile } from './db/pglite-template.ts';
import { demoTemplateFile, makeDemoTemplate } from './seed/demo-template.ts';

const root = path.resolve(import.meta.dirname, '../../..');
export const serverDist = path.join(root, 'apps/server/dist');

/**
 * The npm packages that stay imports, resolved from node_modules at run time; every other package is
 * bundled into main.js with the workspace's own code. Loading ~700 files one by one (resolving, reading
 * and compiling each ES module or CommonJS file) was about a quarter of a warm start's CPU; one file
 * saves most of that (bench/README.md, issue 31 goal 6). These stay out because they need their own
 * folder or are not wanted at start:
 */
const KEPT_EXTERNAL = new Set([
  // files beside their modules: PGlite's wasm and data, pdfkit's font metrics, the fonts, Swagger UI's
  // pages, pino's transport worker
  '@electric-sql/pglite',
  'pdfkit',
  'dejavu-fonts-ttf',
  '@fastify/swagger-ui',
  'pino',
  'pino-pretty',
  'thread-stream',
  // native addons
  'argon2',
  'sharp',
  'pg-native',
  // imported by their first use (lib/on-first-use.ts) or by the template worker only: bundled, they
  // would be parsed at every start
  'exceljs',
  'ssh2-sftp-client',
  'liquidjs',
]);
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      KEPT_EXTERNAL.has(packageOf(specifier)) ? { external: true } : undefined,
    );
  },
};
/**
 * Bundled CommonJS packages call `require` (node's built-ins, `require.resolve`); an ES module has none,
 * so the bundle makes one for itself.
 */
const requireShim =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * Builds into `outdir` (inside the repository: the bundle's packages resolve from its node_modules).
 * `template`: a migrated template made elsewhere by makeTemplate from the same migrations (the server
 * suite's own) to copy instead of making one; null for none (the compiled server then runs initdb and the
 * migrations, as from the sources, and no prepared demo is made). `demo: false` makes no prepared demo.
 */
export async function buildServer(
  outdir = serverDist,
  { template, demo = true }: { template?: string | null; demo?: boolean } = {},
) {
  await build({
    entryPoints: {
      main: path.join(import.meta.dirname, 'main.ts'),
      'liquid-worker': path.join(import.meta.dirname, 'render/liquid/liquid-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Class and function names as in the sources (tsx kept them; bundling may rename on a clash).
    keepNames: true,
    // With node's --enable-source-maps (the tests and e2e journeys start it so; `npm start` does not, as
    // reading every package's map costs about 0.4 s of each start) stack traces name the source files and
    // lines; the map leaves out their text, which node reads from the sources themselves.
    sourcemap: 'linked',
    sourcesContent: false,
    plugins: [packagesExternal],
    banner: { js: requireShim },
    logLevel: 'warning',
  });
  // What drizzle's migrator reads: the journal and the SQL files (not the schema snapshots).
  const migrations = path.join(outdir, 'migrations');
  rmSync(migrations, { recursive: true, force: true });
  mkdirSync(path.join(migrations, 'meta'), { recursive: true });
  copyFileSync(
    path.join(migrationsFolder, 'meta/_journal.json'),
    path.join(migrations, 'meta/_journal.json'),
  );
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')))
    copyFileSync(path.join(migrationsFolder, file), path.join(migrations, file));

  const wanted = templateFile(outdir);
  for (const file of readdirSync(outdir).filter((f) => f.startsWith('pglite-migrated-')))
    if (path.join(outdir, file) !== wanted) rmSync(path.join(outdir, file));
  if (template) cpSync(template, wanted);
  else if (template === null) rmSync(wanted, { force: true });
  else if (!readdirSync(outdir).includes(path.basename(wanted)))
    writeFileSync(wanted, Buffer.from(await (await makeTemplate()).arrayBuffer()));

  const main = path.join(outdir, 'main.js');
  const wantedDemo = demo && template !== null ? demoTemplateFile(outdir, main) : undefined;
  for (const file of readdirSync(outdir).filter((f) => f.startsWith('pglite-demo-')))
    if (path.join(outdir, file) !== wantedDemo) rmSync(path.join(outdir, file));
  if (wantedDemo && !existsSync(wantedDemo)) {
    const made = await makeDemoTemplate(new Blob([readFileSync(wanted)]));
    // Made across the resort's midnight, it holds neither day's demo: the start then seeds, as before.
    if (made)
      writeFileSync(demoTemplateFile(outdir, main, made.day), Buffer.from(await made.tar.arrayBuffer()));
  }
  return { main, template: wanted, demo: wantedDemo };
}

if (import.meta.filename === process.argv[1]) {
  const t0 = performance.now();
  const { main } = await buildServer();
  console.log(
    `server compiled to ${path.relative(root, main)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}
