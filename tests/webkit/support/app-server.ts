import { inject } from 'vitest';

import { startCuttableProxy, type CuttableProxy } from './cuttable-proxy.ts';

export interface App {
  /** Where the browser opens the app: the proxy, on 127.0.0.1 (a secure context). */
  url: string;
  /** The server's own address, for reading its state while the proxy is cut. */
  serverUrl: string;
  proxy: CuttableProxy;
  stop(): Promise<void>;
}

/**
 * The tier's server (global-setup.ts) behind a proxy of this file's own, which the test can cut.
 * With WEBKIT_PORT=<n> the proxy listens on n+1.
 */
export async function startApp(): Promise<App> {
  const serverUrl = inject('serverUrl');
  const base = Number(process.env.WEBKIT_PORT ?? 0);
  const proxy = await startCuttableProxy(Number(new URL(serverUrl).port), base ? base + 1 : 0);
  return { url: proxy.url, serverUrl, proxy, stop: () => proxy.close() };
}
