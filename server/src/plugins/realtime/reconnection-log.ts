/** The two levels a reconnection log writes at; a Fastify/pino logger has them. */
export interface ReconnectionLogger {
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
}

/** What a connection that reconnects by itself reports along the way. */
export interface ReconnectionEvents {
  dropped(error: Error): void;
  failed(error: Error): void;
  restored(): void;
}

export interface ReconnectionLogOptions {
  /** At most one line per this many milliseconds while the connection stays down. */
  everyMs?: number;
  now?: () => number;
}

/**
 * Logs an outage in a few lines however often reconnecting fails: the drop, then at most one
 * line per `everyMs` with the number of failed attempts, then the return. Logging each failure
 * once filled 104 MB in 25 s.
 */
export function reconnectionLog(
  logger: ReconnectionLogger,
  what: string,
  { everyMs = 10_000, now = Date.now }: ReconnectionLogOptions = {},
): ReconnectionEvents {
  let downSince: number | undefined;
  let lastLineAt = 0;
  let failedAttempts = 0;

  function dropped(error: Error): void {
    if (downSince !== undefined) return;
    downSince = now();
    lastLineAt = downSince;
    failedAttempts = 0;
    logger.warn({ err: error }, `${what}: connection lost; reconnecting`);
  }

  return {
    dropped,
    failed(error) {
      if (downSince === undefined) return dropped(error);
      failedAttempts += 1;
      if (now() - lastLineAt < everyMs) return;
      lastLineAt = now();
      logger.warn(
        { failedAttempts, downForMs: lastLineAt - downSince, lastError: error.message },
        `${what}: still reconnecting`,
      );
    },
    restored() {
      if (downSince === undefined) return;
      logger.info({ failedAttempts, downForMs: now() - downSince }, `${what}: connection restored`);
      downSince = undefined;
    },
  };
}
