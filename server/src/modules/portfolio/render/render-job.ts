import type { FarisSheetsRenderJob } from './faris-sheets-render-job.ts';
import type { PortfolioRenderJob } from './portfolio-render-job.ts';

/** What the render workers draw: a portfolio, or a school's Faris entry sheets. */
export type RenderJob = PortfolioRenderJob | FarisSheetsRenderJob;
