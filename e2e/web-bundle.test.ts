/**
 * What the built web app makes a slow front-desk PC load before its first screens (issue 31): read off
 * the build's manifest, the compressed copies the server sends and the chunks' source maps, so a change
 * that drags a library back in fails here rather than in a benchmark nobody reruns. Sizes, not timings.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');
type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';

/** The chunks a screen loads before it can draw: its own and all they import statically. */
function staticClosure(keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]?.file ?? key);
}

/** The source files bundled into a chunk, from its source map. */
const sourcesOf = (file: string): string[] => {
  const map = path.join(dist, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
};

const brotliSize = (file: string) => {
  const at = path.join(dist, file);
  return statSync(existsSync(`${at}.br`) ? `${at}.br` : at).size;
};

describe('the web app’s first loads', () => {
  it('the login page needs at most 150 kB of compressed JavaScript', () => {
    const files = staticClosure([entry, 'src/features/auth/components/LoginPage.tsx']);
    const total = files.reduce((sum, file) => sum + brotliSize(file), 0);
    expect(total / 1024).toBeLessThanOrEqual(150);
  });

  it('the calendar draws its first bar without zod: no schema is built before it', () => {
    const files = staticClosure([
      entry,
      'src/app/layout/AppLayout.tsx',
      'src/features/calendar/components/CalendarPage.tsx',
    ]);
    const withZod = files.filter((file) =>
      sourcesOf(file).some((source) => /node_modules\/zod\//.test(source)),
    );
    expect(withZod).toEqual([]);
  });

  it('the prerendered login page carries its own CSS and does not wait for the app’s stylesheet', () => {
    const html = readFileSync(path.join(dist, 'login.html'), 'utf8');
    const sheet = /<link rel="stylesheet"[^>]*>/.exec(html)?.[0] ?? '';
    expect(sheet).toMatch(/media="print"/);
    expect(sheet).toMatch(/data-beasties-media="all"/);
    // The form's own classes have their rules inline, Mantine's theme variables (':root') among them.
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    expect(inline).toMatch(/--mantine-color-body:/);
    for (const className of new Set([...html.matchAll(/class="(m_[0-9a-f]+)/g)].map((m) => m[1]))) {
      expect(inline, className).toContain(`.${className}`);
    }
    // Nothing inline runs: the Content-Security-Policy allows no inline script.
    expect(html).not.toMatch(/<script>/);
  });
});
