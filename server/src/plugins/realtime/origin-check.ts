import type { FastifyRequest } from 'fastify';

/**
 * Browsers send `Origin` on a socket upgrade and let any page open one, so only the app's own
 * origin may (cross-site WebSocket hijacking). Clients that are not browsers send none.
 */
export function isAllowedOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const allowed = [new URL(publicUrl).origin, `${request.protocol}://${request.host}`];
  return allowed.includes(origin);
}
