import { join } from 'node:path';

import fastifyPlugin from 'fastify-plugin';

import type { Config } from '../../config.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
}

/** `app.mailer`: SMTP when `SMTP_URL` is set, otherwise the outbox folder in `DATA_DIR`. */
export const mail = fastifyPlugin<MailPluginOptions>(
  async (app, { config }) => {
    if (config.smtpUrl) {
      const smtp = createSmtpMailer(config.smtpUrl, config.mailFrom);
      app.addHook('onClose', async () => smtp.close());
      app.decorate('mailer', smtp);
      return;
    }
    app.decorate('mailer', createOutboxMailer(join(config.dataDir, 'outbox'), app.clock, app.log));
  },
  { name: 'mail', dependencies: ['clock'] },
);
