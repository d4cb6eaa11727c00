import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database with demo data on port 3000', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', seedDemo: true });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('does not seed demo data into PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('refuses to start in production without an administrator', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(
      loadConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'a@b.kz', ADMIN_PASSWORD: 'long-enough' }).NODE_ENV,
    ).toBe('production');
  });

  it("refuses a migration URL without the app's own DATABASE_URL", () => {
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: 'postgres://owner@h/db' })).toThrow(
      /MIGRATION_DATABASE_URL needs DATABASE_URL/,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://app@h/db', MIGRATION_DATABASE_URL: 'postgres://owner@h/db' })
        .MIGRATION_DATABASE_URL,
    ).toBe('postgres://owner@h/db');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses at start an OUTBOUND_ALLOWED_HOSTS, TRUST_PROXY or PUBLIC_URL it cannot read', () => {
    expect(() => loadConfig({ OUTBOUND_ALLOWED_HOSTS: 'sftp.bank.kz,10.0.0.0/99' })).toThrow(
      /OUTBOUND_ALLOWED_HOSTS/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://pms.example.kz' })).toThrow(/PUBLIC_URL/);
    const c = loadConfig({
      OUTBOUND_ALLOWED_HOSTS: ' ',
      PUBLIC_URL: 'https://pms.example.kz/',
      TRUST_PROXY: 'loopback',
    });
    expect(c.OUTBOUND_ALLOWED_HOSTS).toBeNull();
    expect(c.PUBLIC_URL).toBe('https://pms.example.kz');
  });

  it('reads SFTP_ALLOWED_HOSTS, the older name, when OUTBOUND_ALLOWED_HOSTS is unset', () => {
    expect(loadConfig({ SFTP_ALLOWED_HOSTS: 'sftp.bank.kz' }).OUTBOUND_ALLOWED_HOSTS?.setting).toBe(
      'sftp.bank.kz',
    );
    const both = loadConfig({
      SFTP_ALLOWED_HOSTS: 'sftp.bank.kz',
      OUTBOUND_ALLOWED_HOSTS: 'feeds.example.kz',
    });
    expect(both.OUTBOUND_ALLOWED_HOSTS?.setting).toBe('feeds.example.kz');
  });
});
