/**
 * Compiles the server for `npm start` (`npm run build`, after the web app's): apps/server/src/main.ts and
 * the template worker bundled by esbuild into apps/server/dist/main.js and liquid-worker.js, ES modules
 * whose npm packages stay imports (resolved from node_modules as before) while the workspace's own code
 * (@pms/*) is bundled in. The server then starts without a TypeScript loader: through tsx, about 300
 * files were transformed and resolved at every start. Beside them: the migrations (the compiled
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
