import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

import type { z } from 'zod';

import {
  envRequirements,
  envSchema,
  secretEnvVariables,
  type EnvVariableName,
  type LogLevel,
} from './config/env-schema.ts';
import { minimumJwtSecretLength, readOrCreateJwtSecret } from './config/jwt-secret-file.ts';
import { readOrCreateVapidKeys } from './config/vapid-keys-file.ts';

export type { LogLevel } from './config/env-schema.ts';

/** Where the data lives: embedded PGlite (in a folder, or in memory when `dataDir` is absent) or PostgreSQL. */
export type DatabaseConfig =
  { driver: 'pglite'; dataDir?: string } | { driver: 'postgres'; url: string };

/**
 * argon2id cost. Production uses OWASP's recommended minimum (19 MiB, 2 passes); tests swap in
 * a lighter setting in code, never through the environment, so no deployment can weaken it.
 */
export interface PasswordHashingConfig {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const productionPasswordHashing: PasswordHashingConfig = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the folder for the embedded database, the JWT secret, files and the mail outbox. */
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  smtpUrl: string | undefined;
  /** Sender of outgoing email. */
  mailFrom: string;
  passwordHashing: PasswordHashingConfig;
  redisUrl: string | undefined;
  /** Origin the app is reached at, without a trailing slash (links in emails, payment callbacks). */
  publicUrl: string;
  logLevel: LogLevel;
  /**
   * Which proxies in front of the app to believe about the client's address (Fastify's
   * `trustProxy`); sign-in limits per IP count the wrong address without it behind one.
   */
  trustProxy: boolean | string[];
  /** Absolute path of the built PWA. */
  staticDir: string;
  bodyLimitBytes: number;
  /** How long after start the hourly tasks first run (then every hour). */
  scheduledTasksDelayMs: number;
  /** How long SIGTERM lets accepted requests finish before the remaining connections are cut. */
  shutdownGraceMs: number;
  /**
   * How long a draining server waits with no new request before it stops listening; a client
   * that sends on a kept-alive connection after that may meet the close (see drain.ts).
   */
  shutdownQuietMs: number;
  /** Payments go to Moyasar when its secret key is set, else to the built-in sandbox gateway. */
  moyasar: { secretKey: string; webhookSecret: string | undefined; apiUrl: string } | undefined;
  /** No payment key: the sandbox gateway answers and no real money moves. */
  paymentsSandbox: boolean;
  fileStorage: FileStorageConfig;
  portfolioPdf: PortfolioPdfConfig;
  webPush: WebPushConfig;
}

/** Web Push (docs/notifications.md, "Settings"). */
export interface WebPushConfig {
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** How push services reach the operator: `mailto:` or an https URL. */
  vapidSubject: string;
  /** The only origins a subscription's endpoint may have, so pushes cannot forge requests. */
  serviceOrigins: readonly string[];
  /** How often the delivery worker looks for due deliveries. */
  workerIntervalMs: number;
}

/** How one instance renders portfolio PDFs (docs/portfolio.md, "Rendering off the main thread"). */
export interface PortfolioPdfConfig {
  /** Worker threads rendering at once. */
  threads: number;
  /** Renders that may wait for a thread; past it a request is answered 503. */
  queueLength: number;
  /** How long one document may take from its request, waiting included; past it 503. */
  timeBudgetMs: number;
  /** Rendered PDFs kept in memory by their content's hash, in bytes. */
  cacheBytes: number;
}

/**
 * Where uploaded files and unfinished resumable uploads live: folders under DATA_DIR (one
 * instance), or an S3-compatible bucket that every instance shares.
 */
export type FileStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** For S3-compatible stores (R2, MinIO, a Saudi cloud); AWS itself when absent. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** The SDK's own chain (environment, instance role, ...) finds them when absent. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/** Thrown by `loadConfig` with one human sentence per bad variable. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export type Environment = Readonly<Record<string, string | undefined>>;

function describeReceivedValue(name: EnvVariableName, raw: string): string {
  if (!secretEnvVariables.has(name)) return `got '${raw}'`;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(raw)?.[1];
  return scheme ? `got a '${scheme}://' URL` : `got a value of ${raw.length} characters`;
}

function isEnvVariableName(key: PropertyKey | undefined): key is EnvVariableName {
  return typeof key === 'string' && key in envRequirements;
}

function withoutEmptyValues(env: Environment): Record<string, string> {
  // An empty value (`PORT=` in an env file) means "not set", as in most deployment tools.
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

function defaultPublicUrl(host: string, port: number): string {
  const reachableHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const hostInUrl = reachableHost.includes(':') ? `[${reachableHost}]` : reachableHost;
  return `http://${hostInUrl}:${port}`;
}

function defaultMailFrom(publicUrl: string): string {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
  // A bare IP or a single-label host is no mail domain; keep the address well-formed anyway.
  const domain = host.includes('.') && !/^[\d.:]+$/.test(host) ? host : 'localhost.localdomain';
  return `Shawahid <no-reply@${domain}>`;
}

type EnvVariables = z.infer<typeof envSchema>;

/** The file storage settings, checked together: each problem is one sentence. */
function fileStorageOf(variables: EnvVariables): FileStorageConfig {
  const problems: string[] = [];
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = variables;
  if (variables.FILE_STORAGE === 'local') {
    const s3Settings = (['S3_BUCKET', 'S3_ENDPOINT'] as const).filter((name) => variables[name]);
    if (s3Settings.length > 0) {
      throw new ConfigError([
        `${s3Settings.join(' and ')} ${s3Settings.length > 1 ? 'are' : 'is'} set but FILE_STORAGE is not s3, so files would stay in DATA_DIR: set FILE_STORAGE=s3, or remove ${s3Settings.length > 1 ? 'them' : 'it'}`,
      ]);
    }
    return { kind: 'local' };
  }
  if (!variables.S3_BUCKET) problems.push('S3_BUCKET must be set when FILE_STORAGE=s3');
  if (!variables.S3_REGION) {
    problems.push(
      "S3_REGION must be set when FILE_STORAGE=s3: the bucket's region, such as me-central-1 (AWS), auto (Cloudflare R2) or us-east-1 (MinIO)",
    );
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together, or neither (an instance role then)',
    );
  }
  if (problems.length > 0 || !variables.S3_BUCKET || !variables.S3_REGION) {
    throw new ConfigError(problems);
  }
  return {
    kind: 's3',
    bucket: variables.S3_BUCKET,
    region: variables.S3_REGION,
    endpoint: variables.S3_ENDPOINT,
    forcePathStyle: variables.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** The VAPID keys from the settings (both or neither), else the pair kept in DATA_DIR. */
function webPushOf(variables: EnvVariables, dataDir: string, mailFrom: string): WebPushConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = variables;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new ConfigError([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together, or neither (a pair is then kept in DATA_DIR)',
    ]);
  }
  const keys = publicKey && privateKey ? { publicKey, privateKey } : readOrCreateVapidKeys(dataDir);
  const sender = /<([^<>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return {
    vapidPublicKey: keys.publicKey,
    vapidPrivateKey: keys.privateKey,
    vapidSubject: variables.VAPID_SUBJECT ?? `mailto:${sender}`,
    serviceOrigins: variables.PUSH_SERVICE_ORIGINS,
    workerIntervalMs: variables.NOTIFICATION_WORKER_INTERVAL_MS,
  };
}

/**
 * Reads and checks the configuration from environment variables. Throws a `ConfigError`
 * listing every bad value; when JWT_SECRET is absent, reads or creates `<DATA_DIR>/jwt-secret`.
 */
export function loadConfig(env: Environment): Config {
  const values = withoutEmptyValues(env);
  const parsed = envSchema.safeParse(values);
  if (!parsed.success) {
    const badNames = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    const problems = [...badNames]
      .filter(isEnvVariableName)
      .map(
        (name) =>
          `${name} ${envRequirements[name]}, ${describeReceivedValue(name, values[name] ?? '')}`,
      );
    throw new ConfigError(problems);
  }

  const variables = parsed.data;
  const dataDir = resolve(variables.DATA_DIR);
  const jwtSecret = variables.JWT_SECRET ?? readOrCreateJwtSecret(dataDir);
  if (jwtSecret.length < minimumJwtSecretLength) {
    throw new ConfigError([
      `${dataDir}/jwt-secret must hold at least ${minimumJwtSecretLength} characters; delete it to generate a new one, or set JWT_SECRET`,
    ]);
  }

  const publicUrl = (
    variables.PUBLIC_URL ?? defaultPublicUrl(variables.HOST, variables.PORT)
  ).replace(/\/+$/, '');
  // With an https address the server is public: a missing key must not make every plan free.
  if (
    publicUrl.startsWith('https:') &&
    !variables.MOYASAR_SECRET_KEY &&
    variables.PAYMENTS_SANDBOX !== '1'
  ) {
    throw new ConfigError([
      'PUBLIC_URL is an https:// address but MOYASAR_SECRET_KEY is not set, so payments would go to the sandbox gateway and every plan would be free: set MOYASAR_SECRET_KEY, or PAYMENTS_SANDBOX=1 for a test server that takes no real payments',
    ]);
  }

  const mailFrom = variables.MAIL_FROM ?? defaultMailFrom(publicUrl);
  return {
    port: variables.PORT,
    host: variables.HOST,
    dataDir,
    database: variables.DATABASE_URL
      ? { driver: 'postgres', url: variables.DATABASE_URL }
      : { driver: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    jwtSecret,
    smtpUrl: variables.SMTP_URL,
    mailFrom,
    passwordHashing: productionPasswordHashing,
    redisUrl: variables.REDIS_URL,
    publicUrl,
    logLevel: variables.LOG_LEVEL,
    trustProxy: variables.TRUST_PROXY,
    staticDir: resolve(variables.STATIC_DIR),
    bodyLimitBytes: variables.BODY_LIMIT,
    scheduledTasksDelayMs: variables.SCHEDULED_TASKS_DELAY_MS,
    shutdownGraceMs: variables.SHUTDOWN_GRACE_MS,
    shutdownQuietMs: variables.SHUTDOWN_QUIET_MS,
    moyasar: variables.MOYASAR_SECRET_KEY
      ? {
          secretKey: variables.MOYASAR_SECRET_KEY,
          webhookSecret: variables.MOYASAR_WEBHOOK_SECRET,
          apiUrl: variables.MOYASAR_API_URL.replace(/\/+$/, ''),
        }
      : undefined,
    paymentsSandbox: !variables.MOYASAR_SECRET_KEY,
    fileStorage: fileStorageOf(variables),
    portfolioPdf: {
      // One core stays for the API itself.
      threads: variables.PDF_RENDER_THREADS ?? Math.max(1, availableParallelism() - 1),
      queueLength: variables.PDF_RENDER_QUEUE,
      timeBudgetMs: variables.PDF_RENDER_BUDGET_MS,
      cacheBytes: variables.PDF_CACHE_SIZE,
    },
    webPush: webPushOf(variables, dataDir, mailFrom),
  };
}
