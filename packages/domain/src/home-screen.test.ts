import { describe, expect, it } from 'vitest';
import { homePath } from './home-screen.ts';
import type { Role } from './roles.ts';

describe('where signing in lands', () => {
  it.each<[Role | undefined, string]>([
    ['housekeeper', '/housekeeping'],
    ['housekeeping_supervisor', '/'],
    ['frontdesk', '/'],
    ['owner', '/'],
    ['manager', '/'],
    ['accountant', '/'],
    [undefined, '/'],
  ])('%s → %s', (role, path) => {
    expect(homePath(role)).toBe(path);
  });
});
