import type { Transport } from '../replay-options.ts';

import { successResponse } from './envelopes.ts';

export interface RecordedUpload {
  fileName: string;
  type: string;
  size: number;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  json?: unknown;
  upload?: RecordedUpload;
}

/** Answers a request; throwing stands for no answer at all (offline). */
export type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeTransport {
  transport: Transport;
  requests: RecordedRequest[];
  respondWith(responder: Responder): void;
}

/** A `fetch` stand-in that records every request (in wire form) and answers from a responder. */
export function createFakeTransport(responder: Responder = acceptingServer()): FakeTransport {
  let respond = responder;
  const requests: RecordedRequest[] = [];
  const transport: Transport = async (url, init) => {
    const request = recordRequest(url, init);
    requests.push(request);
    return respond(request);
  };
  return {
    transport,
    requests,
    respondWith: (next) => {
      respond = next;
    },
  };
}

/**
 * A server that accepts everything: uploads get `server-file-<n>`, records come back
 * with `version` one above the one sent (1 for a create).
 */
export function acceptingServer(): Responder {
  let uploads = 0;
  return (request) => {
    if (request.upload) {
      uploads += 1;
      return successResponse({ id: `server-file-${uploads}` }, 201);
    }
    const sent = isObject(request.json) ? request.json : {};
    const version = typeof sent.version === 'number' ? sent.version + 1 : 1;
    return successResponse({ ...sent, version });
  };
}

export function offline(): Responder {
  return () => {
    throw new TypeError('Failed to fetch');
  };
}

function recordRequest(url: string, init: RequestInit): RecordedRequest {
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const request: RecordedRequest = { method: init.method ?? 'GET', url, headers };
  if (typeof init.body === 'string') request.json = JSON.parse(init.body) as unknown;
  if (init.body instanceof FormData) {
    const file = init.body.get('file');
    if (file instanceof Blob) {
      request.upload = {
        fileName: file instanceof File ? file.name : '',
        type: file.type,
        size: file.size,
      };
    }
  }
  return request;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
