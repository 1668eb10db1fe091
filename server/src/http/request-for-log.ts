import type { FastifyRequest } from 'fastify';

import { redactedUrl } from './redacted-url.ts';

/**
 * A request as the log writes it: Fastify's own fields, with the URL's tokens redacted (a share
 * link works for up to 90 days; docs/portfolio.md, "Share links").
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
