import type { FastifyReply } from 'fastify';

/** What a share link opens is for whoever holds it: no search engine lists it. */
export const unlistedHeader = { 'x-robots-tag': 'noindex, nofollow' } as const;

/** Marks an anonymous answer of a share link as unlisted (and, by helmet, sent with no referrer). */
export function unlisted(reply: FastifyReply): FastifyReply {
  return reply.headers(unlistedHeader);
}
