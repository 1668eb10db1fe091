import type { Transport } from '../replay-options.ts';

import { pushSkippedStatus, syncPushPath } from '../../../../contract/sync-push-constants.ts';
import { resumableUploads } from '../../../../contract/uploads.ts';

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
  /**
   * Every write as the server's routes saw it: uploads, and each write of a push batch as if
   * it had come alone (with its own idempotency key), in the order applied.
   */
  requests: RecordedRequest[];
  /** The push requests themselves. */
  batches: RecordedRequest[];
  /** The HEAD and PATCH requests of resumable uploads, with the offset each PATCH began at. */
  uploadTransfers: { method: string; url: string; offset: number; bytes: number }[];
  /** Bytes of file content that reached the server, resent ones counted again. */
  uploadedBytesReceived(): number;
  /** The next PATCH loses its connection once this many of its bytes (or all) have arrived. */
  cutNextUploadAfter(bytes: number): void;
  respondWith(responder: Responder): void;
}

interface FakeUpload {
  length: number;
  received: number;
  fileId: string | null;
}

/**
 * A `fetch` stand-in that records every request (in wire form) and answers from a responder.
 * A push batch is answered as the server does (contract/sync-push.ts): each write by the
 * responder in order, a failed write skipping the later ones of its record; a responder that
 * throws stands for no answer to the whole batch.
 */
export function createFakeTransport(responder: Responder = acceptingServer()): FakeTransport {
  let respond = responder;
  const requests: RecordedRequest[] = [];
  const batches: RecordedRequest[] = [];
  const uploadTransfers: FakeTransport['uploadTransfers'] = [];
  const uploads = new Map<string, FakeUpload>();
  let bytesReceived = 0;
  let cutAfter: number | null = null;
  const tusServer = async (url: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    if (method === 'POST') {
      const request = recordRequest(url, init);
      const length = Number(headers.get('Upload-Length'));
      request.upload = { fileName: tusFileName(headers), type: '', size: length };
      requests.push(request);
      const answer = await respond(request);
      if (!answer.ok) return answer;
      const slot = `upload-${uploads.size + 1}`;
      uploads.set(slot, { length, received: 0, fileId: idOf(await answer.json()) });
      return new Response(null, { status: 201, headers: { Location: `${url}/${slot}` } });
    }
    const upload = uploads.get(url.slice(url.lastIndexOf('/') + 1));
    if (!upload) return new Response(null, { status: 404 });
    const body = init.body instanceof Blob ? init.body : new Blob([]);
    uploadTransfers.push({ method, url, offset: upload.received, bytes: body.size });
    if (method === 'PATCH') {
      if (Number(headers.get('Upload-Offset')) !== upload.received) {
        return new Response(null, { status: 409 });
      }
      if (cutAfter !== null) {
        // The bytes that made it stay, as on a tus server; the answer never comes back.
        const arrived = Math.min(cutAfter, body.size);
        upload.received += arrived;
        bytesReceived += arrived;
        cutAfter = null;
        throw new TypeError('Failed to fetch');
      }
      upload.received += body.size;
      bytesReceived += body.size;
    }
    const done = upload.received === upload.length;
    return new Response(null, {
      status: method === 'PATCH' ? 204 : 200,
      headers: {
        'Upload-Offset': String(upload.received),
        'Upload-Length': String(upload.length),
        ...(done && upload.fileId && { [resumableUploads.fileIdHeader]: upload.fileId }),
      },
    });
  };
  const transport: Transport = async (url, init) => {
    if (new URL(url, 'http://device').pathname.includes(`/api${resumableUploads.path}`)) {
      return tusServer(url, init);
    }
    const request = recordRequest(url, init);
    if (!url.endsWith(syncPushPath)) {
      requests.push(request);
      return respond(request);
    }
    batches.push(request);
    return answerBatch(request, async (write) => {
      requests.push(write);
      return respond(write);
    });
  };
  return {
    transport,
    requests,
    batches,
    uploadTransfers,
    uploadedBytesReceived: () => bytesReceived,
    cutNextUploadAfter: (bytes) => {
      cutAfter = bytes;
    },
    respondWith: (next) => {
      respond = next;
    },
  };
}

interface WireMutation {
  id: string;
  record_key: string;
  idempotency_key: string;
  method: string;
  path: string;
  body?: unknown;
}

async function answerBatch(
  batch: RecordedRequest,
  apply: (write: RecordedRequest) => Promise<Response>,
): Promise<Response> {
  const baseUrl = batch.url.slice(0, -syncPushPath.length);
  const mutations = (batch.json as { mutations: WireMutation[] }).mutations;
  const failedRecords = new Set<string>();
  const outcomes: Record<string, unknown>[] = [];
  for (const mutation of mutations) {
    if (failedRecords.has(mutation.record_key)) {
      outcomes.push({ id: mutation.id, status: pushSkippedStatus, skipped: true });
      continue;
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: batch.headers.authorization ?? '',
      'idempotency-key': mutation.idempotency_key,
    };
    if (mutation.body !== undefined) headers['content-type'] = 'application/json';
    const write: RecordedRequest = {
      method: mutation.method,
      url: `${baseUrl}${mutation.path}`,
      headers,
    };
    if (mutation.body !== undefined) write.json = mutation.body;
    const response = await apply(write);
    if (response.status === 401) return response;
    if (!response.ok) failedRecords.add(mutation.record_key);
    const envelope = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const retryAfter = Number(response.headers.get('Retry-After'));
    outcomes.push({
      id: mutation.id,
      status: response.status,
      ...(envelope.result !== undefined && { result: envelope.result }),
      ...(typeof envelope.error === 'string' && { error: envelope.error }),
      ...(envelope.errors !== undefined && { errors: envelope.errors }),
      ...(envelope.params !== undefined && { params: envelope.params }),
      ...(response.headers.has('Retry-After') &&
        Number.isFinite(retryAfter) && { retry_after_seconds: retryAfter }),
    });
  }
  return successResponse({ outcomes });
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

function tusFileName(headers: Headers): string {
  const pair = (headers.get('Upload-Metadata') ?? '')
    .split(',')
    .map((item) => item.trim().split(' '))
    .find(([key]) => key === resumableUploads.filenameMetadataKey);
  const encoded = pair?.[1];
  if (!encoded) return '';
  return new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));
}

function idOf(envelope: unknown): string | null {
  if (!isObject(envelope) || !isObject(envelope.result)) return null;
  return typeof envelope.result.id === 'string' ? envelope.result.id : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
