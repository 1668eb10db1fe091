import { Piscina } from 'piscina';

import type { PortfolioPdfConfig } from '../../../config.ts';
import type { RenderJob } from './render-job.ts';

/** A worker thread ends after this long without a render; the next render starts one. */
const idleMs = 60_000;
/**
 * Render threads run at a lower priority than the API's (Linux `nice`, through piscina's
 * optional @napi-rs/nice): on a busy machine the scheduler serves requests first.
 */
const niceIncrement = 10;

/**
 * The worker file is TypeScript, run as the server is (`npm start` and Vitest load .ts through
 * tsx or Vite, in the main thread only): a worker thread loads tsx itself. On Node 20 a
 * worker's ES module hooks do not apply, so piscina's `require()` of the file goes through
 * tsx's CommonJS hook: no module the worker loads may use a top-level await.
 */
function workerExecArgv(): string[] {
  const hasTsx = process.execArgv.some((argument) => argument.includes('tsx'));
  return hasTsx ? process.execArgv : [...process.execArgv, '--import', 'tsx'];
}

export interface RenderPool {
  run(job: RenderJob, signal: AbortSignal): Promise<Uint8Array>;
  /**
   * Another document drawn by the same threads (an invoice): the default export of the worker
   * file `filename` (a file URL) renders `job` to PDF bytes.
   */
  runFile<Job>(filename: string, job: Job, signal: AbortSignal): Promise<Uint8Array>;
  /** Ends every worker thread, renders in progress included. */
  destroy(): Promise<void>;
}

/** Worker threads that draw portfolios, started when a render comes and ended when idle. */
export function createRenderPool(
  config: Pick<PortfolioPdfConfig, 'threads'>,
  onError: (error: Error) => void,
): RenderPool {
  const pool = new Piscina<unknown, Uint8Array>({
    filename: new URL('./render-worker.ts', import.meta.url).href,
    execArgv: workerExecArgv(),
    minThreads: 0,
    maxThreads: config.threads,
    idleTimeout: idleMs,
    niceIncrement,
  });
  // A worker that fails outside a task (it cannot load): its task fails with it.
  pool.on('error', onError);
  return {
    run: (job, signal) => pool.run(job, { signal }),
    runFile: (filename, job, signal) => pool.run(job, { filename, signal }),
    destroy: () => pool.destroy(),
  };
}
