import { sql } from 'drizzle-orm';
import fastifyPlugin from 'fastify-plugin';

import type { Readiness as ReadinessReport } from '../../../contract/health.ts';

/** Resolves when a component answers, rejects when it does not. */
export type ReadinessCheck = () => Promise<unknown>;

export interface Readiness {
  /** Adds a component this instance needs, e.g. `app.readiness.add('files', () => store.check())`. */
  add(name: string, check: ReadinessCheck): void;
  /** Runs every check at once, each within a time limit. */
  check(): Promise<ReadinessReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const checkTimeoutMs = 3_000;

function withinTimeLimit(check: ReadinessCheck): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${checkTimeoutMs} ms`)),
      checkTimeoutMs,
    );
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The components readiness checks (`GET /api/health/ready`): the database from the start;
 * Redis and file storage add theirs when they are configured.
 */
export const readiness = fastifyPlugin(
  async (app) => {
    const checks = new Map<string, ReadinessCheck>([
      ['database', () => app.db.execute(sql`select 1`)],
    ]);

    app.decorate('readiness', {
      add(name: string, check: ReadinessCheck) {
        checks.set(name, check);
      },
      async check(): Promise<ReadinessReport> {
        const entries = [...checks];
        const outcomes = await Promise.allSettled(
          entries.map(([, check]) => withinTimeLimit(check)),
        );
        const components: ReadinessReport['components'] = {};
        entries.forEach(([name], index) => {
          const outcome = outcomes[index];
          components[name] = outcome?.status === 'fulfilled' ? 'ok' : 'failing';
          if (outcome?.status === 'rejected') {
            app.log.warn(
              { err: outcome.reason, component: name },
              'readiness: a component does not answer',
            );
          }
        });
        const draining = app.draining;
        const ready = !draining && Object.values(components).every((status) => status === 'ok');
        return { ready, draining, components };
      },
    });
  },
  { name: 'readiness', dependencies: ['database', 'drain'] },
);
