/**
 * The test suites hash passwords lightly (PMS_LIGHT_PASSWORD_HASH in vitest.config.ts); this proves that
 * nothing but a vitest worker asked for it can get that setting, and that a real deployment's hashes carry
 * argon2id's production parameters.
 */
import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, hashSettings, PRODUCTION_HASH, verifyPassword } from './passwords.ts';

describe('password hashing settings', () => {
  it.each([
    ['a deployment (no vitest, no switch)', 'production', {}],
    ['a deployment that sets the switch', 'production', { PMS_LIGHT_PASSWORD_HASH: '1' }],
    ['a vitest worker without the switch', 'production', { VITEST: 'true' }],
    ['a vitest worker with the switch', 'light', { VITEST: 'true', PMS_LIGHT_PASSWORD_HASH: '1' }],
  ])('%s hashes with the %s settings', (_who, expected, env) => {
    expect(hashSettings(env) === PRODUCTION_HASH ? 'production' : 'light').toBe(expected);
  });

  it('writes argon2id with 64 MB, 3 passes and 4 lanes in production', async () => {
    const hash = await argon2.hash('пароль-123', hashSettings({}));
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(hash, 'пароль-123')).toBe(true);
    expect(await verifyPassword(hash, 'пароль-124')).toBe(false);
  });

  it('checks a light hash and a production one alike, since a check reads the parameters from the hash', async () => {
    const light = await hashPassword('пароль-123');
    expect(light).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await verifyPassword(light, 'пароль-123')).toBe(true);
  });
});
