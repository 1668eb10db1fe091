import helmet from '@fastify/helmet';
import fastifyPlugin from 'fastify-plugin';

export interface SecurityOptions {
  publicUrl: string;
}

/**
 * Security headers for a same-origin SPA with a service worker. No CORS plugin on purpose:
 * the PWA and the API share one origin. The app serves plain http on localhost, so no
 * upgrade-insecure-requests, and HSTS only when the public URL is https.
 */
export const security = fastifyPlugin<SecurityOptions>(
  async (app, { publicUrl }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine injects style tags and inline styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          // A video or audio file still on the device plays from a blob: URL of its Blob.
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          // heic-to, the HEIC photo decoder, starts its worker from a blob: URL it makes itself;
          // a script still needs script-src 'self' to make one.
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: publicUrl.startsWith('https://'),
    });
  },
  { name: 'security' },
);
