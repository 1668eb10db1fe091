import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { Clock } from '../clock.ts';
import type { Mailer } from './mailer.ts';

/** What an outbox file holds; end-to-end tests read codes and links from it. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  sentAt: string;
}

/**
 * Without SMTP, each email becomes `<outboxDir>/<time>-<random>.json` and a log line, so
 * codes and reset links work on a laptop. The time uses dashes instead of colons so the
 * names are valid on every file system, and they still sort by time. Each is written under a
 * name without `.json` and then renamed, so a reader never finds half an email.
 */
export function createOutboxMailer(
  outboxDir: string,
  clock: Clock,
  log: FastifyBaseLogger,
): Mailer {
  return {
    async send(message) {
      const sentAt = clock.now().toISOString();
      const mail: OutboxMail = { ...message, sentAt };
      await mkdir(outboxDir, { recursive: true });
      const fileName = `${sentAt.replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.json`;
      const path = join(outboxDir, fileName);
      await writeFile(`${path}.partial`, `${JSON.stringify(mail, null, 2)}\n`, { flag: 'wx' });
      await rename(`${path}.partial`, path);
      log.info(
        { to: message.to, subject: message.subject, text: message.text },
        `email to ${message.to} written to the outbox: ${message.subject}`,
      );
    },
  };
}
