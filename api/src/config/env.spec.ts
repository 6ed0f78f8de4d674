import path from 'node:path';
import { ConfigError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('gives the documented defaults: port 3000, SQLite under ./data, seeding on, 12 h sessions', () => {
    const env = loadEnv({});
    expect(env.port).toBe(3000);
    expect(env.host).toBe('0.0.0.0');
    expect(env.database).toEqual({ type: 'sqlite', path: path.resolve('data/konak.db') });
    expect(env.seedSampleContent).toBe(true);
    expect(env.jwtExpiresIn).toBe('12h');
    expect(env.trustProxy).toBe(false);
  });

  it("turns lead alerts on with SMTP_URL only, with a From address on the site's domain by default", () => {
    expect(loadEnv({}).mail).toBeUndefined();
    expect(
      loadEnv({ SMTP_URL: 'smtp://u:p@mail.example.com:587', SITE_URL: 'https://konak.com.tr' }).mail,
    ).toEqual({ smtpUrl: 'smtp://u:p@mail.example.com:587', from: 'Konak <no-reply@konak.com.tr>' });
    expect(
      loadEnv({ SMTP_URL: 'smtps://mail.example.com', MAIL_FROM: 'Satış <satis@konak.com.tr>' }).mail?.from,
    ).toBe('Satış <satis@konak.com.tr>');
    expect(() => loadEnv({ SMTP_URL: 'smtp://u:secret@', MAIL_FROM: 'x' })).not.toThrow(/secret/);
  });

  it('keeps webhooks off private addresses unless WEBHOOKS_ALLOW_PRIVATE says otherwise', () => {
    expect(loadEnv({}).webhooks).toEqual({
      intervalMs: 5_000,
      backoffBaseMs: 60_000,
      timeoutMs: 10_000,
      allowPrivate: false,
    });
    expect(loadEnv({ WEBHOOKS_ALLOW_PRIVATE: 'true' }).webhooks.allowPrivate).toBe(true);
    expect(() => loadEnv({ WEBHOOKS_ALLOW_PRIVATE: 'sometimes' })).toThrow(ConfigError);
  });

  it('selects PostgreSQL from a postgres:// URL', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).database).toEqual({
      type: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/test',
    });
  });

  it('normalises remote URLs to end with a slash', () => {
    const env = loadEnv({ PUBLIC_MFE_URL: 'https://cdn.example.com/public', ADMIN_MFE_URL: '/static/admin' });
    expect(env.publicMfeUrl).toBe('https://cdn.example.com/public/');
    expect(env.adminMfeUrl).toBe('/static/admin/');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a number from 1 to 65535, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a number from 1 to 65535, got "70000"'],
    [{ DATABASE_URL: 'mysql://root@localhost/db' }, 'DATABASE_URL must start with postgres:// or sqlite:'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL is not an email address: "not-an-email"'],
    [{ ADMIN_PASSWORD: 'short-pass1' }, 'ADMIN_PASSWORD must have at least 12 characters'],
    [
      { ADMIN_PASSWORD: 'Password1234' },
      'ADMIN_PASSWORD is on the list of common (breached) passwords; choose another',
    ],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET must have at least 32 characters'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN must look like 12h, 30m or 3600, got "forever"'],
    [{ SEED_SAMPLE_CONTENT: 'maybe' }, 'SEED_SAMPLE_CONTENT must be true or false, got "maybe"'],
    [
      { PUBLIC_MFE_URL: 'ftp://files/public' },
      'PUBLIC_MFE_URL must be an http(s) URL or a path starting with /',
    ],
    [{ SMTP_URL: 'mail.example.com:587' }, 'SMTP_URL must look like smtp://user:pass@host:587'],
    [{ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'satış' }, 'MAIL_FROM must be an address like'],
  ])('refuses %j with one line naming the variable', (source, message) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(message);
  });

  it('never echoes a database password in its error', () => {
    expect(() => loadEnv({ DATABASE_URL: 'mysql://root:hunter2@db/konak' })).toThrow(/root:\*\*\*@/);
  });
});
