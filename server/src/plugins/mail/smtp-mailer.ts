import { createTransport } from 'nodemailer';

import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server of `SMTP_URL`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
