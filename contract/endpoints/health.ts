import { zHealth, zReadiness } from '../health.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Health';

/** Liveness and readiness, for load balancers and monitoring (README.md, "Running at scale"). */
export const healthEndpoints = {
  live: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the process answers, without waiting on the database',
    tag,
    anonymous: true,
    result: zHealth,
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/health/ready',
    summary: 'Readiness: every component answers and the instance is not shutting down (else 503)',
    tag,
    anonymous: true,
    result: zReadiness,
  }),
};
