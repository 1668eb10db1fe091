import type { FastifyReply } from 'fastify';

/** Aborts when the connection closes before the answer was sent: the client went away. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the client went away'));
  });
  return controller.signal;
}
