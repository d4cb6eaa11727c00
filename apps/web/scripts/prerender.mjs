#!/usr/bin/env node
// After `vite build`: renders the login page to HTML (src/app/loginShell.prerender.tsx, built for Node by
// Vite's SSR build into a temporary folder) and writes dist/login.html, the built index.html with that
// markup inside #root. The server sends it to a visitor without a session cookie (issue 31, goal 2).
// Its first script is src/loginShellStart.ts, which starts the app's entry (kept as a modulepreload link,
// `data-app-entry`) after the form's first frame; the login page's own chunks are preloaded too.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = path.join(import.meta.dirname, '..');
const out = mkdtempSync(path.join(tmpdir(), 'pms-prerender-'));
try {
  await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: out,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      rolldownOptions: {
        input: { 'loginShell.prerender': 'src/app/loginShell.prerender.tsx' },
        output: { codeSplitting: false },
      },
    },
    // Bundled whole, so the markup comes from the very code the browser runs.
    ssr: { noExternal: true },
  });
  const { renderLoginShell } = await import(pathToFileURL(path.join(out, 'loginShell.prerender.js')).href);
  const index = readFileSync(path.join(web, 'dist/index.html'), 'utf8');
  const marker = '<div id="root"></div>';
  if (!index.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);
  const markup = renderLoginShell();
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(index);
  if (!entry) throw new Error('dist/index.html has no entry script');
  // The login page's own chunks too, which the app would otherwise ask for only once its entry has run.
  const manifest = JSON.parse(readFileSync(path.join(web, 'dist/.vite/manifest.json'), 'utf8'));
  const chunks = new Set();
  const follow = (key) => {
    const chunk = manifest[key];
    if (!chunk || chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const imported of chunk.imports ?? []) follow(imported);
  };
  follow('src/features/auth/components/LoginPage.tsx');
  if (chunks.size === 0) throw new Error('the build manifest has no LoginPage chunk');
  const preloads = [...chunks]
    .filter((file) => !index.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  const starter = manifest['src/loginShellStart.ts']?.file;
  if (!starter) throw new Error('the build manifest has no src/loginShellStart.ts');
  const page = index.replace(marker, `<div id="root">${markup}</div>`).replace(
    entry[0],
    `<link rel="modulepreload" crossorigin href="${entry[1]}" data-app-entry>
    <script type="module" crossorigin src="/${starter}"></script>
    ${preloads}`,
  );
  writeFileSync(path.join(web, 'dist/login.html'), page);
  console.log(`dist/login.html: the login form as HTML, ${(markup.length / 1024).toFixed(1)} kB`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
