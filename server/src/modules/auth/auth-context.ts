import type { FastifyInstance } from 'fastify';

/** What the account services use of the app; passing `app` satisfies it. */
export type AuthContext = Pick<
  FastifyInstance,
  'db' | 'clock' | 'config' | 'mailer' | 'passwordHasher' | 'accessTokens'
>;
