import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  it('stops with every bad value named', () => {
    const load = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TRUST_PROXY: 'maybe',
        APP_KEY: 'too-short',
        SMTP_URL: 'http://mail.example.test',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL: must be a postgres/);
    expect(load).toThrow(/TRUST_PROXY/);
    expect(load).toThrow(/APP_KEY: Must be 32 random bytes/);
    expect(load).toThrow(/SMTP_URL: Must be an smtp/);
  });

  it('keeps the built-in bKash sandbox to local installs unless asked for', () => {
    const sandbox = (env: Record<string, string>) => loadConfig(env).bkashLocalSandbox;
    expect(sandbox({})).toBe(true);
    expect(sandbox({ PUBLIC_URL: 'http://192.168.0.10:3000' })).toBe(true);
    // A deployment: its own database, or served over https.
    expect(sandbox({ DATABASE_URL: 'postgres://db.example.test/careercard' })).toBe(false);
    expect(sandbox({ PUBLIC_URL: 'https://careercard.example.test' })).toBe(false);
    expect(sandbox({ PUBLIC_URL: 'https://cc.example.test', BKASH_LOCAL_SANDBOX: 'true' })).toBe(
      true,
    );
    expect(sandbox({ BKASH_LOCAL_SANDBOX: 'false' })).toBe(false);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('refuses ADMIN_PASSWORD without ADMIN_EMAIL, and a short one', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough pass' })).toThrow(/needs ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.test', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must be at least 8/,
    );
  });
});
