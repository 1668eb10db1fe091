import fastifyPlugin from 'fastify-plugin';

import { defaultMessageFor } from '../http/default-messages.ts';
import { failure } from '../http/envelope.ts';
import { failureForError } from '../http/failure-for-error.ts';

/** The one place where failures become the envelope `{ success: false, message, error, errors? }`. */
export const errorEnvelope = fastifyPlugin(
  async (app) => {
    app.setErrorHandler(async (error, request, reply) => {
      const answer = failureForError(error);
      if (answer.unexpected) request.log.error({ err: error }, 'unexpected error');
      return reply
        .status(answer.statusCode)
        .headers(answer.headers)
        .send(
          failure(answer.key, answer.message, {
            fieldErrors: answer.fieldErrors,
            params: answer.params,
            result: answer.result,
          }),
        );
    });

    app.setNotFoundHandler(async (_request, reply) =>
      reply
        .status(404)
        .send(failure('common.error.notFound', defaultMessageFor('common.error.notFound'))),
    );
  },
  { name: 'error-envelope' },
);
