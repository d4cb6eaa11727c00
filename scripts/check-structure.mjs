/**
 * The structure rules of docs/architecture.md, checked on the imports as madge reads them (tests left
 * out): no cycle between files, no cycle between areas (a server module, a web feature), no import from a
 * lower floor up to a higher one, and, between the server's modules, no import but of another module's
 * public surface (its index.ts). Prints each break and exits 1 on any; `npm run check` runs it.
 */
import path from 'node:path';
import madge from 'madge';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Each package's floors, lowest first. A file's area is the first entry that its path starts with
 * (`modules/*` and `features/*` make one area per folder, all on one floor); an area may import its own
 * floor and the floors below, never one above.
 */
const packages = [
  {
    dir: 'packages/domain/src',
    floors: [['']],
  },
  {
    dir: 'apps/server/src',
    // One module uses another only through its public surface, `modules/<area>/index.ts`.
    surfaces: true,
    floors: [
      ['lib/'],
      ['config.ts'],
      ['db/'],
      ['http/'],
      ['render/', 'smtp/'],
      ['modules/*'],
      ['realtime/'],
      ['app.ts'],
      ['seed/'],
      ['main.ts', 'openapi-cli.ts', 'build.ts'],
    ],
  },
  {
    dir: 'apps/web/src',
    floors: [['i18n/'], ['api/'], ['ui/'], ['features/*'], ['app/'], ['main.tsx', 'loginShellStart.ts']],
  },
];

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('test/');

function areaOf(file, floors) {
  for (const [floor, entries] of floors.entries()) {
    for (const entry of entries) {
      if (entry.endsWith('/*')) {
        const prefix = entry.slice(0, -1);
        if (file.startsWith(prefix))
          return { name: prefix + file.slice(prefix.length).split('/')[0], floor, oneOfMany: true };
      } else if (file.startsWith(entry)) return { name: entry || '.', floor };
    }
  }
  return null;
}

/** Strongly connected components of more than one node (Tarjan). */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!info.has(v)) visit(v);
  return found;
}

const problems = [];
for (const pkg of packages) {
  const result = await madge(path.join(root, pkg.dir), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.base.json'),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  const files = new Map(
    Object.entries(result.obj())
      .filter(([file]) => !isTest(file))
      .map(([file, deps]) => [file, deps.filter((d) => !isTest(d))]),
  );
  for (const component of cycles(files))
    problems.push(`${pkg.dir}: files in a cycle: ${component.join(', ')}`);

  const areas = new Map();
  for (const [file, deps] of files) {
    const from = areaOf(file, pkg.floors);
    if (!from) {
      problems.push(`${pkg.dir}/${file}: on no floor (scripts/check-structure.mjs)`);
      continue;
    }
    if (!areas.has(from.name)) areas.set(from.name, new Set());
    for (const dep of deps) {
      const to = areaOf(dep, pkg.floors);
      if (!to || to.name === from.name) continue;
      if (to.floor > from.floor) problems.push(`${pkg.dir}: ${file} imports ${dep}, a floor above it`);
      // Areas of one floor may use each other, but not round a cycle (an import up is reported above).
      else if (to.floor === from.floor) {
        areas.get(from.name).add(to.name);
        if (pkg.surfaces && to.oneOfMany && dep !== `${to.name}/index.ts`)
          problems.push(`${pkg.dir}: ${file} imports ${dep}, not ${to.name}/index.ts (its public surface)`);
      }
    }
  }
  for (const component of cycles(areas))
    problems.push(`${pkg.dir}: areas in a cycle: ${component.join(', ')}`);
}

if (problems.length) {
  console.error(`structure: ${problems.length} problem(s) (docs/architecture.md)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('structure: no cycles between files or areas, no import up a floor');
