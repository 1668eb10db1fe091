import { z } from 'zod';

import { parseByteSize } from './byte-size.ts';
import { minimumJwtSecretLength } from './jwt-secret-file.ts';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

function urlWithProtocols(protocols: readonly string[]) {
  return z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`) });
}

/** Digits only (no sign, no decimals), read as a whole number from `min` to `max`. */
function wholeNumber(min: number, max: number) {
  return z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
}

/** The environment variables the server reads, as text in and typed values out. */
export const envSchema = z.object({
  PORT: wholeNumber(1, 65_535).default(3000),
  HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:-]+$/)
    .default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres', 'postgresql']).optional(),
  JWT_SECRET: z.string().min(minimumJwtSecretLength).optional(),
  SMTP_URL: urlWithProtocols(['smtp', 'smtps']).optional(),
  REDIS_URL: urlWithProtocols(['redis', 'rediss']).optional(),
  PUBLIC_URL: urlWithProtocols(['http', 'https']).optional(),
  // `no-reply@example.com` or `Name <no-reply@example.com>`.
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/)
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[0-9a-fA-F]*[.:][0-9a-fA-F.:/]*(\s*,\s*[0-9a-fA-F]*[.:][0-9a-fA-F.:/]*)*)$/,
    )
    .transform((text): boolean | string[] =>
      text === 'true' || text === 'false'
        ? text === 'true'
        : text.split(',').map((address) => address.trim()),
    )
    .default(false),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  MOYASAR_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/)
    .optional(),
  MOYASAR_WEBHOOK_SECRET: z.string().min(16).optional(),
  MOYASAR_API_URL: urlWithProtocols(['http', 'https']).default('https://api.moyasar.com/v1'),
  PAYMENTS_SANDBOX: z.enum(['0', '1']).default('0'),
  STATIC_DIR: z.string().default('./dist'),
  SHUTDOWN_GRACE_MS: wholeNumber(0, 600_000).default(10_000),
  SHUTDOWN_QUIET_MS: wholeNumber(0, 60_000).default(500),
  BODY_LIMIT: z
    .string()
    .transform((text) => parseByteSize(text))
    .pipe(z.number().int().positive())
    .default(1024 * 1024),
  SCHEDULED_TASKS_DELAY_MS: wholeNumber(0, 3_600_000).default(60_000),
  PDF_RENDER_THREADS: wholeNumber(1, 64).optional(),
  PDF_RENDER_QUEUE: wholeNumber(0, 1_000).default(8),
  PDF_RENDER_BUDGET_MS: wholeNumber(1_000, 3_600_000).default(120_000),
  PDF_CACHE_SIZE: z
    .string()
    .transform((text) => parseByteSize(text))
    .pipe(z.number().int().min(0))
    .default(64 * 1024 * 1024),
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  // Bucket naming rules of S3 (and of R2 and MinIO): 3 to 63 lower-case letters, digits, dots, hyphens.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  S3_ENDPOINT: urlWithProtocols(['http', 'https']).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .transform((text) => text === 'true')
    .default(false),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  // Web Push (docs/notifications.md): a P-256 key pair, base64url, as web-push generates it.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/)
    .optional(),
  PUSH_SERVICE_ORIGINS: z
    .string()
    .transform((text) => text.split(',').map((origin) => origin.trim()))
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)).min(1))
    .default([
      'https://fcm.googleapis.com',
      'https://updates.push.services.mozilla.com',
      'https://web.push.apple.com',
    ]),
  NOTIFICATION_WORKER_INTERVAL_MS: wholeNumber(100, 3_600_000).default(2_000),
});

export type EnvVariableName = keyof typeof envSchema.shape;

/** What each variable must be, finishing the sentence "PORT must be ...". */
export const envRequirements: Record<EnvVariableName, string> = {
  PORT: 'must be an integer between 1 and 65535',
  HOST: 'must be a host name or an IP address such as 127.0.0.1 or 0.0.0.0',
  DATA_DIR: 'must be a folder path',
  DATABASE_URL:
    'must be a postgres:// or postgresql:// URL such as postgres://user:password@127.0.0.1:5432/shawahid',
  JWT_SECRET: `must be at least ${minimumJwtSecretLength} characters long`,
  SMTP_URL: 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587',
  REDIS_URL: 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
  PUBLIC_URL: 'must be an http:// or https:// URL such as https://shawahid.example.com',
  MAIL_FROM: 'must be an email address such as Shawahid <no-reply@shawahid.example.com>',
  TRUST_PROXY: 'must be true, false, or the proxies’ addresses such as 10.0.0.0/8,127.0.0.1',
  LOG_LEVEL: `must be one of ${logLevels.join(', ')}`,
  MOYASAR_SECRET_KEY: 'must be a Moyasar secret key such as sk_test_...',
  MOYASAR_WEBHOOK_SECRET: 'must be the webhook secret token, at least 16 characters',
  MOYASAR_API_URL: 'must be an http:// or https:// URL such as https://api.moyasar.com/v1',
  PAYMENTS_SANDBOX: 'must be 1 (run the sandbox gateway at an https address) or 0',
  STATIC_DIR: 'must be a folder path',
  SHUTDOWN_GRACE_MS:
    'must be the milliseconds a stopping server gives requests in flight, from 0 to 600000',
  SHUTDOWN_QUIET_MS:
    'must be the milliseconds with no new request a stopping server waits for, from 0 to 60000',
  BODY_LIMIT: 'must be a size in bytes such as 1048576, 512kb or 10mb',
  SCHEDULED_TASKS_DELAY_MS: 'must be milliseconds from 0 to 3600000, such as 60000',
  PDF_RENDER_THREADS: 'must be how many portfolio PDFs one instance renders at once, 1 to 64',
  PDF_RENDER_QUEUE: 'must be how many portfolio PDFs may wait for a thread, 0 to 1000',
  PDF_RENDER_BUDGET_MS:
    'must be the milliseconds one portfolio PDF may take, waiting included, from 1000 to 3600000',
  PDF_CACHE_SIZE: 'must be a size in bytes such as 67108864, 512kb or 64mb (0 keeps none)',
  FILE_STORAGE: 'must be local (files under DATA_DIR) or s3 (an S3-compatible bucket)',
  S3_BUCKET: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  S3_REGION: 'must be a region name such as me-central-1, us-east-1 or auto',
  S3_ENDPOINT:
    'must be an http:// or https:// URL such as https://<account>.r2.cloudflarestorage.com',
  S3_FORCE_PATH_STYLE: 'must be true or false',
  VAPID_PUBLIC_KEY:
    'must be a VAPID public key, 87 base64url characters (npx web-push generate-vapid-keys)',
  VAPID_PRIVATE_KEY: 'must be a VAPID private key, 43 base64url characters',
  VAPID_SUBJECT: 'must be a mailto: address or an https:// URL where push services can reach you',
  PUSH_SERVICE_ORIGINS:
    'must be comma-separated push service origins such as https://fcm.googleapis.com,https://web.push.apple.com',
  NOTIFICATION_WORKER_INTERVAL_MS:
    'must be how often, in milliseconds, the notification worker looks for deliveries, 100 to 3600000',
  AWS_ACCESS_KEY_ID: 'must be an access key id',
  AWS_SECRET_ACCESS_KEY: 'must be a secret access key',
};

/** Variables whose values may hold passwords or keys, so error messages never repeat them. */
export const secretEnvVariables: ReadonlySet<EnvVariableName> = new Set([
  'DATABASE_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'REDIS_URL',
  'MOYASAR_SECRET_KEY',
  'VAPID_PRIVATE_KEY',
  'MOYASAR_WEBHOOK_SECRET',
  'AWS_SECRET_ACCESS_KEY',
]);
