import type { PortfolioPdfConfig } from '../../../config.ts';
import { ApiError } from '../../../http/api-error.ts';
import { PdfCache } from './pdf-cache.ts';
import type { RenderJob } from './render-job.ts';
import type { RenderPool } from './render-pool.ts';

/** How long a client told "busy" waits before asking again: a long portfolio takes about this. */
export const busyRetryAfterSeconds = 30;

export const portfolioBusy = () =>
  new ApiError(503, 'common.error.busy', {
    headers: { 'retry-after': String(busyRetryAfterSeconds) },
  });

export interface PortfolioPdfRenderer {
  /**
   * The PDF whose content hashes to `key`: from the cache, from a render of the same key in
   * progress, or rendered in a worker from the job `prepare` reads. Throws the 503 `busy` when
   * every thread and queue place is taken or the document's time budget runs out; `signal`
   * (the client going away) gives up this caller's wait, and the render once nobody waits.
   */
  render(key: string, prepare: () => Promise<RenderJob>, signal: AbortSignal): Promise<Buffer>;
  /** Documents being made now (records read, photos loaded, or drawn). */
  readonly rendering: number;
  /** Renders finished since the start (tests and the bench read it). */
  readonly renders: number;
  /** Renders given up because nobody waited for them any more. */
  readonly cancelled: number;
  close(): Promise<void>;
}

interface InFlight {
  pdf: Promise<Buffer>;
  controller: AbortController;
  waiting: number;
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('the client went away');
}

/**
 * Portfolio PDFs made off the main thread (docs/portfolio.md, "Rendering off the main
 * thread"): at most `threads` at once, `queueLength` more waiting, each within `timeBudgetMs`.
 */
export function portfolioPdfRenderer(
  config: PortfolioPdfConfig,
  pool: RenderPool,
): PortfolioPdfRenderer {
  const cache = new PdfCache(config.cacheBytes);
  const inFlight = new Map<string, InFlight>();
  let taken = 0;
  let renders = 0;
  let cancelled = 0;

  async function renderNew(
    prepare: () => Promise<RenderJob>,
    signal: AbortSignal,
  ): Promise<Buffer> {
    if (taken >= config.threads + config.queueLength) throw portfolioBusy();
    taken += 1;
    const budget = AbortSignal.timeout(config.timeBudgetMs);
    try {
      const job = await prepare();
      signal.throwIfAborted();
      const bytes = await pool.run(job, AbortSignal.any([signal, budget]));
      renders += 1;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (signal.aborted) cancelled += 1;
      else if (budget.aborted) throw portfolioBusy();
      throw error;
    } finally {
      taken -= 1;
    }
  }

  function start(key: string, prepare: () => Promise<RenderJob>): InFlight {
    const controller = new AbortController();
    const flight: InFlight = { pdf: renderNew(prepare, controller.signal), controller, waiting: 0 };
    inFlight.set(key, flight);
    flight.pdf.then(
      (pdf) => cache.set(key, pdf),
      () => {},
    );
    void flight.pdf.finally(() => inFlight.delete(key)).catch(() => {});
    return flight;
  }

  function waitFor(flight: InFlight, signal: AbortSignal): Promise<Buffer> {
    flight.waiting += 1;
    return new Promise<Buffer>((resolve, reject) => {
      const leave = () => {
        flight.waiting -= 1;
        if (flight.waiting === 0) flight.controller.abort(abortError(signal));
        reject(abortError(signal));
      };
      if (signal.aborted) {
        leave();
        return;
      }
      signal.addEventListener('abort', leave, { once: true });
      flight.pdf.then(
        (pdf) => {
          signal.removeEventListener('abort', leave);
          resolve(pdf);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  return {
    render(key, prepare, signal) {
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      return waitFor(inFlight.get(key) ?? start(key, prepare), signal);
    },
    get rendering() {
      return taken;
    },
    get renders() {
      return renders;
    },
    get cancelled() {
      return cancelled;
    },
    close: () => pool.destroy(),
  };
}
