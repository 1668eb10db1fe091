import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

import type { Transport } from './replay-options.ts';

/**
 * tus-js-client's requests sent through the replay's `fetch` (or its stand-in in tests). The
 * service worker has no XMLHttpRequest, so this is how it uploads; fetch reports no upload
 * progress, so a file sent this way shows its progress when it is done. Each request is given
 * up after `timeoutMs`: the bytes that arrived stay on the server and the next try resumes.
 */
export function transportHttpStack(transport: Transport, timeoutMs: number): HttpStack {
  return {
    createRequest: (method, url) => new TransportRequest(transport, method, url, timeoutMs),
    getName: () => 'TransportHttpStack',
  };
}

class TransportRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly aborter = new AbortController();

  constructor(
    private readonly transport: Transport,
    private readonly method: string,
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  getMethod(): string {
    return this.method;
  }

  getURL(): string {
    return this.url;
  }

  setHeader(header: string, value: string): void {
    this.headers[header] = value;
  }

  getHeader(header: string): string | undefined {
    return this.headers[header];
  }

  setProgressHandler(): void {
    // fetch cannot tell how much of a request body has left.
  }

  async send(body: unknown): Promise<HttpResponse> {
    // A timer of our own rather than AbortSignal.any, which Safari before 17.4 lacks.
    const timer = setTimeout(() => this.aborter.abort(), this.timeoutMs);
    try {
      const response = await this.transport(this.url, {
        method: this.method,
        headers: this.headers,
        body: body instanceof Blob ? body : null,
        signal: this.aborter.signal,
      });
      return new TransportResponse(response, await response.text());
    } finally {
      clearTimeout(timer);
    }
  }

  abort(): Promise<void> {
    this.aborter.abort();
    return Promise.resolve();
  }

  getUnderlyingObject(): unknown {
    return null;
  }
}

class TransportResponse implements HttpResponse {
  constructor(
    private readonly response: Response,
    private readonly body: string,
  ) {}

  getStatus(): number {
    return this.response.status;
  }

  getHeader(header: string): string | undefined {
    return this.response.headers.get(header) ?? undefined;
  }

  getBody(): string {
    return this.body;
  }

  getUnderlyingObject(): unknown {
    return this.response;
  }
}
