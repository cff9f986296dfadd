import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrl } from './config';

describe('loadConfig', () => {
  it('fills in the documented defaults when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      ADMIN_EMAIL: 'admin@example.com',
      LOGIN_FIELD: 'email',
      APP_TIMEZONE: 'America/New_York',
      SESSION_TTL_HOURS: 12,
      SEED_DEMO: true,
      VISIT_HORIZON_DAYS: 90,
    });
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', LOGIN_FIELD: '', SEED_DEMO: '', DATABASE_URL: '' })).toMatchObject({
      PORT: 3000,
      LOGIN_FIELD: 'email',
      SEED_DEMO: true,
      DATABASE_URL: undefined,
    });
  });

  it('reads valid values, converting numbers and flags', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/fieldbook',
        DATABASE_URL: 'postgres://app:secret@db:5432/fieldbook',
        ADMIN_EMAIL: 'boss@company.test',
        ADMIN_PASSWORD: 'long-enough-password',
        SEED_DEMO: '0',
        LOGIN_FIELD: 'username',
        APP_TIMEZONE: 'Europe/Berlin',
        SESSION_TTL_HOURS: '8',
      }),
    ).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/fieldbook',
      DATABASE_URL: 'postgres://app:secret@db:5432/fieldbook',
      ADMIN_EMAIL: 'boss@company.test',
      ADMIN_PASSWORD: 'long-enough-password',
      SEED_DEMO: false,
      LOGIN_FIELD: 'username',
      APP_TIMEZONE: 'Europe/Berlin',
      SESSION_TTL_HOURS: 8,
    });
    expect(loadConfig({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/x' }).DATABASE_URL).toBe(
      'postgresql://localhost/x',
    );
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges; unset trusts no proxy', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({}).REQUEST_TIMEOUT_SECONDS).toBe(120);
  });

  it('loads the demo only on the embedded database outside production, and refuses to be asked otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x', SEED_DEMO: '1' })).toThrow(
      /SEED_DEMO: the demo company is for the embedded database only, and DATABASE_URL is set/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' })).toThrow(
      /SEED_DEMO.*NODE_ENV=production/,
    );
  });

  it('ignores unrelated environment variables', () => {
    expect(() => loadConfig({ PATH: '/usr/bin', HOME: '/root', LANG: 'C' })).not.toThrow();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['PORT', '80.5'],
    ['LOGIN_FIELD', 'phone'],
    ['APP_TIMEZONE', 'Mars/Base'],
    ['SEED_DEMO', 'yes'],
    ['SEED_DEMO', 'true'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADMIN_EMAIL', 'nope'],
    ['ADMIN_PASSWORD', 'short'],
    ['DEMO_PASSWORD', 'short'],
    ['SESSION_TTL_HOURS', '-1'],
    ['SESSION_TTL_HOURS', 'forever'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '*'],
    ['TRUST_PROXY', '0'],
    ['TRUST_PROXY', '10.0.0.300'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,,10.0.0.2'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
  ])('refuses %s=%s with a ConfigError naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`\\b${name}\\b`));
    // Only the bad variable is blamed.
    const others = ['PORT', 'LOGIN_FIELD', 'APP_TIMEZONE', 'SEED_DEMO', 'DATABASE_URL', 'ADMIN_EMAIL'];
    for (const other of others.filter((o) => o !== name))
      expect(message).not.toMatch(new RegExp(`\\b${other}\\b`));
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOGIN_FIELD: 'phone', APP_TIMEZONE: 'Mars/Base' })).toThrow(
      /PORT[\s\S]*LOGIN_FIELD[\s\S]*APP_TIMEZONE/,
    );
  });

  it('does not print a password it refuses', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'abc' })).not.toThrow(/abc/);
  });

  it('reads the S3 settings as a set, and keeps local files without them', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    expect(
      loadConfig({
        S3_URL: 'http://minio:9000',
        S3_BUCKET: 'fieldbook-files',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-example-key',
        S3_FORCE_PATH_STYLE: '1',
      }),
    ).toMatchObject({
      S3_URL: 'http://minio:9000',
      S3_BUCKET: 'fieldbook-files',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: true,
    });
    // AWS itself: no endpoint, credentials from the instance's role.
    expect(loadConfig({ S3_BUCKET: 'fieldbook-files' }).S3_URL).toBeUndefined();
  });

  it.each([
    [{ S3_URL: 'http://minio:9000' }, /S3_BUCKET: must be set to use S3 storage \(S3_URL is set\)/],
    [{ S3_BUCKET: 'Not_A_Bucket' }, /S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'files', S3_URL: 'minio:9000' }, /S3_URL: must be an http:\/\/ or https:\/\/ URL/],
    [
      { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIA' },
      /S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID/,
    ],
    [{ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'hush-hush' }, /S3_ACCESS_KEY_ID: must be set with/],
    [{ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
  ])('stops on an incomplete or bad S3 set, naming the variable (%o)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).not.toThrow(/hush-hush/);
  });

  it('takes a mail server and the public address, and refuses other kinds of URL', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://fb:secret@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://fb:secret@mail.example.com:465',
    );
    expect(loadConfig({}).MAIL_FROM).toBe('Fieldbook <fieldbook@localhost>');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL: must be an smtp:\/\//,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'fieldbook.example.com' })).toThrow(/PUBLIC_URL: must be an http/);
    expect(() => loadConfig({ SHARE_LINK_DAYS: '0' })).toThrow(/SHARE_LINK_DAYS/);
    expect(() => loadConfig({ VISIT_HORIZON_DAYS: '6' })).toThrow(/VISIT_HORIZON_DAYS/);
    expect(() => loadConfig({ VISIT_HORIZON_DAYS: '731' })).toThrow(/VISIT_HORIZON_DAYS/);
    expect(() => loadConfig({ VISIT_HORIZON_DAYS: '30.5' })).toThrow(/VISIT_HORIZON_DAYS/);
    expect(loadConfig({ VISIT_HORIZON_DAYS: '7' }).VISIT_HORIZON_DAYS).toBe(7);
    expect(loadConfig({ VISIT_HORIZON_DAYS: '730' }).VISIT_HORIZON_DAYS).toBe(730);
  });

  it('writes links for mail from PUBLIC_URL, or the local port without it', () => {
    expect(publicUrl({ PUBLIC_URL: 'https://fb.example.com/', PORT: 3000 }, '/s/abc')).toBe(
      'https://fb.example.com/s/abc',
    );
    expect(publicUrl({ PUBLIC_URL: undefined, PORT: 3100 }, '/reset-password?token=x')).toBe(
      'http://localhost:3100/reset-password?token=x',
    );
  });
});
