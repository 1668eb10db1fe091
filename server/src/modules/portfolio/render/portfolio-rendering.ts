import fastifyPlugin from 'fastify-plugin';

import type { PortfolioPdfConfig } from '../../../config.ts';
import { portfolioPdfRenderer, type PortfolioPdfRenderer } from './portfolio-pdf-renderer.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Portfolio PDFs, rendered in worker threads and kept by content. */
    portfolioPdfs: PortfolioPdfRenderer;
    /** The render threads themselves, which other documents (invoices) use too. */
    renderPool: RenderPool;
  }
}

/**
 * The instance's portfolio renderer. Its worker threads end with the app (`app.close()`, which
 * SIGTERM reaches within the shutdown grace), renders in progress included.
 */
export const portfolioRendering = fastifyPlugin(
  async (app, options: { config: PortfolioPdfConfig }) => {
    const pool = createRenderPool(options.config, (error) =>
      app.log.error({ err: error }, 'a portfolio render worker failed'),
    );
    const renderer = portfolioPdfRenderer(options.config, pool);
    app.decorate('portfolioPdfs', renderer);
    app.decorate('renderPool', pool);
    app.addHook('onClose', async () => renderer.close());
  },
  { name: 'portfolio-rendering' },
);
