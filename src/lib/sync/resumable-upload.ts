import { Upload, type HttpRequest, type HttpResponse, type HttpStack } from 'tus-js-client';

import { resumableUploads } from '../../../contract/uploads.ts';

import { inMemoryBlob } from './in-memory-blob.ts';

export interface ResumableUploadInput {
  /** The tus endpoint, `/api/uploads` (contract/uploads.ts). */
  endpoint: string;
  blob: Blob;
  fileName: string;
  accessToken: string;
  /** Where an earlier try left this file's upload: continue from the server's offset. */
  uploadUrl: string | undefined;
  httpStack: HttpStack;
  /** Give up when no byte has gone for this long: the next try resumes where it stopped. */
  stallTimeoutMs: number;
  /** The upload exists on the server: keep its address so a later try can resume it. */
  onUploadUrl: (uploadUrl: string) => void;
  /** Bytes handed to the network so far; some may still be on their way. */
  onProgress: (bytesSent: number) => void;
  /** Bytes the server had when a PATCH began: what is certainly there if the link drops. */
  onServerOffset: (offset: number) => void;
}

/**
 * At most this much of a file goes in one PATCH, so a slice read into memory stays small on a
 * phone (a 25 MB video is seven requests, a photo one).
 */
export const uploadChunkBytes = 4 * 1024 * 1024;

/** The server's answer to the request that failed, or null when none came. */
export interface UploadFailureAnswer {
  status: number;
  body: string;
  retryAfter: string | null;
}

export type ResumableUploadResult =
  { kind: 'uploaded'; fileId: string } | { kind: 'failed'; answer: UploadFailureAnswer | null };

/**
 * Uploads one file with the tus protocol (server/src/modules/evidence-files/README.md): a new
 * upload, or the earlier one continued from the offset the server answers to a HEAD, so a
 * dropped connection costs only the bytes in flight. Never retries by itself: the outbox
 * decides when to try again, and offline is not a failure (docs/sync.md, "Who replays, and when").
 */
export function uploadResumably(input: ResumableUploadInput): Promise<ResumableUploadResult> {
  return new Promise((resolve) => {
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const settle = (result: ResumableUploadResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(stallTimer);
      resolve(result);
    };
    const upload = new Upload(input.blob, {
      endpoint: input.endpoint,
      uploadUrl: input.uploadUrl ?? null,
      uploadSize: input.blob.size,
      metadata: { [resumableUploads.filenameMetadataKey]: input.fileName },
      headers: { Authorization: `Bearer ${input.accessToken}` },
      httpStack: keepingUploadsThroughServerErrors(input.httpStack),
      fileReader: blobReader,
      chunkSize: uploadChunkBytes,
      retryDelays: null,
      storeFingerprintForResuming: false,
      onUploadUrlAvailable: () => {
        if (upload.url) input.onUploadUrl(upload.url);
      },
      onBeforeRequest: (request) => {
        const offset = Number(request.getHeader('Upload-Offset'));
        if (request.getMethod() === 'PATCH' && Number.isFinite(offset)) {
          input.onServerOffset(offset);
        }
      },
      onProgress: (bytesSent) => {
        watchForStall();
        input.onProgress(bytesSent);
      },
      onSuccess: ({ lastResponse }) => {
        const fileId = lastResponse.getHeader(resumableUploads.fileIdHeader);
        if (fileId) settle({ kind: 'uploaded', fileId });
        else settle({ kind: 'failed', answer: answerOf(lastResponse, 500) });
      },
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        settle({ kind: 'failed', answer: response ? answerOf(response) : null });
      },
    });
    const watchForStall = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        void upload.abort();
        settle({ kind: 'failed', answer: null });
      }, input.stallTimeoutMs);
    };
    watchForStall();
    upload.start();
  });
}

/**
 * tus-js-client starts a new upload from zero when the HEAD that asks for the offset gets
 * anything but 2xx or 423. A gateway's 502 or a server restarting says nothing about the
 * upload, so a 5xx there is made no answer at all: the upload is kept for the next try.
 */
function keepingUploadsThroughServerErrors(stack: HttpStack): HttpStack {
  return {
    getName: () => stack.getName(),
    createRequest: (method, url) => {
      const request = stack.createRequest(method, url);
      if (method !== 'HEAD') return request;
      const guarded: HttpRequest = {
        getMethod: () => request.getMethod(),
        getURL: () => request.getURL(),
        setHeader: (header, value) => request.setHeader(header, value),
        getHeader: (header) => request.getHeader(header),
        setProgressHandler: (handler) => request.setProgressHandler(handler),
        abort: () => request.abort(),
        getUnderlyingObject: () => request.getUnderlyingObject() as unknown,
        send: async (body) => {
          const response = await request.send(body);
          if (response.getStatus() >= 500) throw new Error('tus: server error while resuming');
          return response;
        },
      };
      return guarded;
    },
  };
}

function answerOf(response: HttpResponse, statusWhenOk?: number): UploadFailureAnswer {
  const status = response.getStatus();
  return {
    // A 2xx that tus could not follow (no Location, no file id) is the server's fault.
    status: statusWhenOk !== undefined || (status >= 200 && status < 300) ? 500 : status,
    body: response.getBody(),
    retryAfter: response.getHeader('Retry-After') ?? null,
  };
}

/**
 * Slices of the stored Blob as request bodies, each read into memory when its request is due
 * (`inMemoryBlob`): the same in the page, the worker and Node.
 */
const blobReader = {
  openFile: (input: unknown) => {
    if (!(input instanceof Blob)) return Promise.reject(new TypeError('not a Blob'));
    return Promise.resolve({
      size: input.size,
      slice: async (start: number, end: number) => ({
        value: await inMemoryBlob(input, start, end),
        done: end >= input.size,
      }),
      close: () => undefined,
    });
  },
};
