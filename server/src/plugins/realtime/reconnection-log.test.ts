import { describe, expect, it } from 'vitest';

import { reconnectionLog, type ReconnectionLogger } from './reconnection-log.ts';

function recordingLogger() {
  const lines: { level: 'warn' | 'info'; fields: Record<string, unknown>; message: string }[] = [];
  const logger: ReconnectionLogger = {
    warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
    info: (fields, message) => lines.push({ level: 'info', fields, message }),
  };
  return { lines, logger };
}

describe('reconnectionLog', () => {
  it('logs the drop, then at most one line per period with the count, then the return', () => {
    const { lines, logger } = recordingLogger();
    let now = 0;
    const log = reconnectionLog(logger, 'realtime listener', { everyMs: 10_000, now: () => now });
    const refused = new Error('connect ECONNREFUSED');

    log.dropped(new Error('Connection terminated unexpectedly'));
    // A failed attempt every 50 ms for 25 s: thousands of failures, a handful of lines.
    for (now = 50; now <= 25_000; now += 50) log.failed(refused);
    log.restored();

    expect(lines.map((line) => [line.level, line.message])).toEqual([
      ['warn', 'realtime listener: connection lost; reconnecting'],
      ['warn', 'realtime listener: still reconnecting'],
      ['warn', 'realtime listener: still reconnecting'],
      ['info', 'realtime listener: connection restored'],
    ]);
    expect(lines[1]?.fields).toMatchObject({ failedAttempts: 200, downForMs: 10_000 });
    expect(lines[3]?.fields).toMatchObject({ failedAttempts: 500, downForMs: 25_050 });
  });

  it('starts over after a return: the next drop is logged at once', () => {
    const { lines, logger } = recordingLogger();
    let now = 0;
    const log = reconnectionLog(logger, 'listener', { everyMs: 10_000, now: () => now });

    log.dropped(new Error('first'));
    now = 1_000;
    log.restored();
    now = 2_000;
    log.dropped(new Error('second'));
    log.failed(new Error('refused'));
    now = 3_000;
    log.restored();

    expect(lines.map((line) => line.message)).toEqual([
      'listener: connection lost; reconnecting',
      'listener: connection restored',
      'listener: connection lost; reconnecting',
      'listener: connection restored',
    ]);
    expect(lines[3]?.fields).toMatchObject({ failedAttempts: 1, downForMs: 1_000 });
  });
});
