import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';

import type { Config } from './config.ts';
import type { DatabaseConnection } from './db/database.ts';
import type { ApiModule } from './http/api-module.ts';
import type { ZodTypeProvider } from './http/zod-type-provider.ts';
import { requestForLog } from './http/request-for-log.ts';
import { apiModules } from './modules/api-modules.ts';
import { portfolioRendering } from './modules/portfolio/render/portfolio-rendering.ts';
import { auth } from './plugins/auth/auth.ts';
import { clientApp } from './plugins/client-app.ts';
import { clockPlugin, systemClock, type Clock } from './plugins/clock.ts';
import { compression } from './plugins/compression.ts';
import { database } from './plugins/database.ts';
import { drain } from './plugins/drain.ts';
import { errorEnvelope } from './plugins/errors.ts';
import { files } from './plugins/files/files.ts';
import { idempotency } from './plugins/idempotency/idempotency.ts';
import { limitJsonDepth } from './plugins/limit-json-depth.ts';
import { mail } from './plugins/mail/mail.ts';
import { rateLimiting } from './plugins/rate-limit/rate-limit.ts';
import { readiness } from './plugins/readiness.ts';
import { realtime } from './plugins/realtime/realtime.ts';
import { refuseNulCharacters } from './plugins/refuse-nul-characters.ts';
import { security } from './plugins/security.ts';
import { wireCase } from './plugins/wire-case.ts';
import { zodValidation } from './plugins/zod-validation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Readonly<Config>;
  }
}

export interface BuildAppOptions {
  /**
   * An open, migrated database, closed by whoever opened it. When absent, the app opens and
   * migrates the one in `config.database` and closes it on `app.close()`.
   */
  database?: DatabaseConnection;
  /** Serve the built PWA from `config.staticDir` at `/` with the SPA fallback. */
  serveClient?: boolean;
  /** Modules registered under `/api` after the app's own, e.g. routes that exist only in a test. */
  extraModules?: readonly ApiModule[];
  /** The time the app works with; tests pass one they can move forward. */
  clock?: Clock;
  /** Where JSON log lines go instead of stdout, e.g. to read them in a test. */
  logStream?: { write(line: string): void };
  /** Sees every route as it is registered, e.g. for a test that checks each one's access. */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server, ready for `inject` or `listen`. It never listens itself. */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestForLog },
      ...(options.logStream && { stream: options.logStream }),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // The embedded database's first start creates its data folder and runs every migration:
    // tens of seconds on a slow or busy machine, far past Fastify's 10 s default for a plugin.
    pluginTimeout: 180_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Infrastructure first: every module relies on these.
  await app.register(clockPlugin, { clock: options.clock ?? systemClock });
  await app.register(errorEnvelope);
  await app.register(zodValidation);
  await app.register(limitJsonDepth);
  await app.register(wireCase);
  await app.register(refuseNulCharacters);
  await app.register(security, { publicUrl: config.publicUrl });
  await app.register(drain);
  await app.register(database, { config: config.database, connection: options.database });
  await app.register(readiness);
  await app.register(rateLimiting);
  await app.register(auth, { config });
  await app.register(idempotency);
  await app.register(mail, { config });
  await app.register(files, {
    dataDir: config.dataDir,
    fileStorage: config.fileStorage,
    redisUrl: config.redisUrl,
  });
  await app.register(realtime, { config });
  await app.register(compression);
  await app.register(portfolioRendering, { config: config.portfolioPdf });

  await app.register(
    async (api) => {
      for (const apiModule of [...apiModules, ...(options.extraModules ?? [])]) {
        await api.register(apiModule);
      }
    },
    { prefix: '/api' },
  );

  if (options.serveClient) await app.register(clientApp, { staticDir: config.staticDir });

  await app.ready();
  return app;
}
