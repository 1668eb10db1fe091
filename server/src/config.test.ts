import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ConfigError, loadConfig, type Environment } from './config.ts';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'shawahid-config-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function problemsFor(env: Environment): readonly string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected loadConfig to reject the environment');
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.database).toEqual({ driver: 'pglite', dataDir: join(dataDir, 'pglite') });
    expect(config.logLevel).toBe('info');
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
    expect(config.staticDir).toBe(join(process.cwd(), 'dist'));
    expect(config.smtpUrl).toBeUndefined();
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u:p@db:5432/app' });
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://u:p@db:5432/app' });
  });

  it('reads sizes with units and treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, BODY_LIMIT: '512kb', PORT: '', HOST: ' ' });
    expect(config.bodyLimitBytes).toBe(512 * 1024);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
  });

  it('derives the public URL from HOST and PORT and strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe(
      'http://localhost:8080',
    );
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://shawahid.example/',
        PAYMENTS_SANDBOX: '1',
      }).publicUrl,
    ).toBe('https://shawahid.example');
  });

  it('explains a bad PORT in one sentence that repeats the value', () => {
    expect(problemsFor({ PORT: 'abc' })).toEqual([
      "PORT must be an integer between 1 and 65535, got 'abc'",
    ]);
    expect(problemsFor({ PORT: '70000' })).toEqual([
      "PORT must be an integer between 1 and 65535, got '70000'",
    ]);
  });

  it('lists one message per bad variable, all at once', () => {
    const problems = problemsFor({
      PORT: '0',
      LOG_LEVEL: 'loud',
      BODY_LIMIT: 'lots',
      PUBLIC_URL: 'ftp://example.com',
    });
    expect(problems).toEqual([
      "PORT must be an integer between 1 and 65535, got '0'",
      "PUBLIC_URL must be an http:// or https:// URL such as https://shawahid.example.com, got 'ftp://example.com'",
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
      "BODY_LIMIT must be a size in bytes such as 1048576, 512kb or 10mb, got 'lots'",
    ]);
  });

  it('never repeats a secret value in its messages', () => {
    const problems = problemsFor({
      DATABASE_URL: 'mysql://admin:hunter2@db/app',
      JWT_SECRET: 'short-secret',
    });
    expect(problems).toEqual([
      "DATABASE_URL must be a postgres:// or postgresql:// URL such as postgres://user:password@127.0.0.1:5432/shawahid, got a 'mysql://' URL",
      'JWT_SECRET must be at least 32 characters long, got a value of 12 characters',
    ]);
    expect(problems.join(' ')).not.toContain('hunter2');
    expect(problems.join(' ')).not.toContain('short-secret');
  });

  it('generates a JWT secret once, keeps it private in DATA_DIR and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    const secretPath = join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(secretPath, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(secretPath).mode & 0o777).toBe(0o600);
  });

  it('prefers JWT_SECRET and then writes no secret file', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('sends mail from no-reply at the public host unless MAIL_FROM says otherwise', () => {
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://shawahid.example.com',
        PAYMENTS_SANDBOX: '1',
      }).mailFrom,
    ).toBe('Shawahid <no-reply@shawahid.example.com>');
    expect(
      loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Shawahid <hello@school.sa>' }).mailFrom,
    ).toBe('Shawahid <hello@school.sa>');
    expect(problemsFor({ MAIL_FROM: 'not an address' })[0]).toMatch(/^MAIL_FROM must be/);
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    const trustProxy = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir, ...(value && { TRUST_PROXY: value }) }).trustProxy;
    expect(trustProxy()).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(problemsFor({ TRUST_PROXY: 'everyone' })[0]).toMatch(/^TRUST_PROXY must be/);
    expect(problemsFor({ TRUST_PROXY: '2' })[0]).toMatch(/^TRUST_PROXY must be/);
  });

  it('hashes passwords with production argon2 settings', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).passwordHashing).toEqual({
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
  });

  it('rejects a secret file that was truncated by hand', () => {
    writeFileSync(join(dataDir, 'jwt-secret'), 'tiny');
    expect(problemsFor({})[0]).toContain('jwt-secret must hold at least 32 characters');
  });

  describe('file storage', () => {
    const s3 = {
      FILE_STORAGE: 's3',
      S3_BUCKET: 'shawahid-files',
      S3_REGION: 'me-central-1',
    };

    it('keeps files in DATA_DIR unless FILE_STORAGE=s3', () => {
      expect(loadConfig({ DATA_DIR: dataDir }).fileStorage).toEqual({ kind: 'local' });
    });

    it('reads the bucket, its endpoint, path style and keys', () => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'key-id',
        AWS_SECRET_ACCESS_KEY: 'key-secret',
      });
      expect(config.fileStorage).toEqual({
        kind: 's3',
        bucket: 'shawahid-files',
        region: 'me-central-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
      });
    });

    it('leaves the keys to the SDK when none are set, on AWS itself', () => {
      expect(loadConfig({ DATA_DIR: dataDir, ...s3 }).fileStorage).toMatchObject({
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
      });
    });

    it('asks for the bucket and its region, and both keys or neither', () => {
      const problems = problemsFor({ FILE_STORAGE: 's3', AWS_ACCESS_KEY_ID: 'key-id' });
      expect(problems).toEqual([
        'S3_BUCKET must be set when FILE_STORAGE=s3',
        expect.stringMatching(/^S3_REGION must be set when FILE_STORAGE=s3/),
        expect.stringMatching(/^AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together/),
      ]);
    });

    it('explains a bad value without repeating the secret key', () => {
      expect(problemsFor({ FILE_STORAGE: 'disk' })[0]).toMatch(/^FILE_STORAGE must be local/);
      expect(problemsFor({ ...s3, S3_BUCKET: 'My_Bucket' })[0]).toMatch(/^S3_BUCKET must be/);
      expect(problemsFor({ ...s3, S3_ENDPOINT: 'ftp://x' })[0]).toMatch(/^S3_ENDPOINT must be/);
      expect(problemsFor({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })[0]).toMatch(
        /^S3_FORCE_PATH_STYLE must be true or false/,
      );
    });

    it('refuses a bucket named without FILE_STORAGE=s3, where files would stay local', () => {
      expect(problemsFor({ S3_BUCKET: 'shawahid-files' })).toEqual([
        expect.stringMatching(/^S3_BUCKET is set but FILE_STORAGE is not s3/),
      ]);
    });
  });
});

describe('Web Push settings', () => {
  it('generates a VAPID key pair once, keeps it private in DATA_DIR and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).webPush;
    const again = loadConfig({ DATA_DIR: dataDir }).webPush;
    expect(first.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(again.vapidPublicKey).toBe(first.vapidPublicKey);
    expect(again.vapidPrivateKey).toBe(first.vapidPrivateKey);
    expect(statSync(join(dataDir, 'vapid-keys')).mode & 0o777).toBe(0o600);
    expect(first.serviceOrigins).toEqual([
      'https://fcm.googleapis.com',
      'https://updates.push.services.mozilla.com',
      'https://web.push.apple.com',
    ]);
    expect(first.vapidSubject).toBe('mailto:no-reply@localhost.localdomain');
  });

  it('reads the push service origins as origins, and refuses one half of a key pair', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUSH_SERVICE_ORIGINS: 'https://fcm.googleapis.com/fcm/send, http://127.0.0.1:4999',
    });
    expect(config.webPush.serviceOrigins).toEqual([
      'https://fcm.googleapis.com',
      'http://127.0.0.1:4999',
    ]);
    expect(problemsFor({ PUSH_SERVICE_ORIGINS: 'not a url' })[0]).toMatch(/^PUSH_SERVICE_ORIGINS/);
    expect(problemsFor({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })[0]).toMatch(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
  });
});
