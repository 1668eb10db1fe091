import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { currentE2eServer, expect } from './playwright.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

async function mailsTo(address: string): Promise<OutboxMail[]> {
  const outboxDir = join(currentE2eServer().dataDir, 'outbox');
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(join(outboxDir, file), 'utf8')) as OutboxMail),
  );
  return mails
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase())
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The newest email the server wrote to its outbox for this address, waiting for it to arrive. */
export async function latestMailTo(address: string, after = ''): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => mail.sentAt > after).at(-1);
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}
