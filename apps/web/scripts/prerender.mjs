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
import Beasties from 'beasties';
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
  const styled = await inlineFormStyles(page);
  writeFileSync(path.join(web, 'dist/login.html'), styled);
  console.log(
    `dist/login.html: the login form as HTML, ${(markup.length / 1024).toFixed(1)} kB, its own CSS inline ${(
      (styled.length - page.length) / 1024
    ).toFixed(1)} kB`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}

/**
 * The CSS rules the form's markup uses go inline (beasties picks them by the markup's selectors), and the
 * app's whole stylesheet (≈ 250 kB) stops blocking the first paint: it is fetched as `media="print"` and
 * switched on by loginShellStart.ts when the app starts (`data-beasties-media`). On a slow PC that sheet
 * was the form's last wait: downloaded beside the app's code, then parsed before anything was drawn.
 * beasties' own switch is an inline script, which the server's Content-Security-Policy refuses, so it is
 * dropped here; the rules the markup carries in its own <style> (Mantine's variables) are left as they are.
 */
async function inlineFormStyles(html) {
  const beasties = new Beasties({
    path: path.join(web, 'dist'),
    publicPath: '/',
    preload: 'media-script',
    noscriptFallback: false,
    pruneSource: false,
    reduceInlineStyles: false,
    inlineFonts: false,
    preloadFonts: false,
    // beasties drops a bare ':root' (nothing left once its pseudo-class is stripped), which is where
    // Mantine's theme variables live: the form's colours and backgrounds. The light scheme's only: the
    // page is drawn light (<html data-mantine-color-scheme="light">).
    allowRules: [/^:root$/, /^:root\[data-mantine-color-scheme=light\]$/],
    logLevel: 'warn',
  });
  const styled = await beasties.process(html);
  const script = /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script>/;
  if (!script.test(styled) || !/<link [^>]*data-beasties-media=/.test(styled)) {
    throw new Error('beasties did not defer the stylesheet as expected (its output changed?)');
  }
  return styled.replace(script, '');
}
