import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { OutboxMail } from '../plugins/mail/outbox-mailer.ts';

/** Every email the app wrote to `<dataDir>/outbox`, oldest first. */
export async function outboxMails(dataDir: string): Promise<OutboxMail[]> {
  const folder = join(dataDir, 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.json'),
  );
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as OutboxMail),
  );
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

export async function mailsTo(dataDir: string, address: string): Promise<OutboxMail[]> {
  return (await outboxMails(dataDir)).filter((mail) => mail.to === address);
}

/** The six-digit code of the newest verification email to the address. */
export async function latestCodeFor(dataDir: string, address: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await mailsTo(dataDir, address)).at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no verification code was emailed to ${address}`);
  return code;
}

/** The reset token of the newest password-reset email to the address. */
export async function latestResetTokenFor(dataDir: string, address: string): Promise<string> {
  const text = (await mailsTo(dataDir, address)).at(-1)?.text ?? '';
  const token = /\/reset-password\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link was emailed to ${address}`);
  return token;
}
