import { createTransport } from 'nodemailer';

import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server of `SMTP_URL`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  // Bounded, so a notification's send ends well inside its delivery claim (claimMs in
  // modules/notifications/deliver-notifications.ts); nodemailer's defaults allow ten minutes.
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
