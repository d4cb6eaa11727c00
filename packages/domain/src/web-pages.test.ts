import { describe, expect, it } from 'vitest';
import { webPageFor } from './web-pages.ts';

describe('which built page an address gets', () => {
  it.each<[string, boolean, boolean, 'login' | 'index']>([
    // path, session cookie, login.html built, page
    ['/login', false, true, 'login'],
    ['/login', true, true, 'login'],
    ['/', false, true, 'login'],
    ['/reports', false, true, 'login'],
    ['/', true, true, 'index'],
    ['/reports', true, true, 'index'],
    ['/invite', false, true, 'index'],
    ['/invite', true, true, 'index'],
    ['/login', false, false, 'index'],
    ['/', false, false, 'index'],
  ])('%s, cookie %s, prerendered %s → %s', (path, cookie, built, page) => {
    expect(webPageFor(path, cookie, built)).toBe(page);
  });
});
