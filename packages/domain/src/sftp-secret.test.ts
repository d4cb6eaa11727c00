import { describe, expect, it } from 'vitest';
import { storedSecretAfterSave, storedSecretFits } from './sftp-secret.ts';

const saved = { host: 'sftp.example.kz', port: 22, username: 'hotel', auth_method: 'password' };

describe('a stored SFTP secret belongs to its host, port, user and login method', () => {
  it.each([
    ['the same server', {}, true],
    ['the host in other letters', { host: 'SFTP.Example.KZ ' }, true],
    ['another host', { host: 'evil.example' }, false],
    ['another port', { port: 2222 }, false],
    ['another user', { username: 'root' }, false],
    ['another login method (a password must not go out as a key)', { auth_method: 'key' }, false],
  ])('%s: %s', (_case, change, fits) => {
    expect(storedSecretFits(saved, { ...saved, ...change })).toBe(fits);
  });

  it('nothing saved fits nothing', () => {
    expect(storedSecretFits(null, saved)).toBe(false);
  });

  it.each([
    ['a typed secret replaces it', {}, 'new', 'replace'],
    ['null forgets it', {}, null, 'forget'],
    ['left out, it stays with the same server', { folder: '/x' }, undefined, 'keep'],
    ['an empty one counts as left out', {}, '', 'keep'],
    ['left out, a changed port forgets it', { port: 2022 }, undefined, 'forget'],
    ['left out, a changed host forgets it', { host: 'evil.example' }, undefined, 'forget'],
  ])('%s', (_rule, change, typed, expected) => {
    expect(storedSecretAfterSave(saved, { ...saved, ...change }, typed)).toBe(expected);
  });
});
