import type { FastifyInstance } from 'fastify';

import { bearer } from './bearer.ts';
import type { TestUser } from './make-user.ts';
import { multipartBody } from './multipart-body.ts';

export interface EvidenceUpload {
  content: Buffer;
  fileName?: string;
  contentType?: string;
  idempotencyKey?: string;
}

/** `POST /api/files` as the client's outbox sends it: the multipart field `file`. */
export async function uploadEvidence(app: FastifyInstance, user: TestUser, upload: EvidenceUpload) {
  const body = multipartBody({
    field: 'file',
    fileName: upload.fileName ?? 'evidence.png',
    contentType: upload.contentType ?? 'application/octet-stream',
    content: upload.content,
  });
  return app.inject({
    method: 'POST',
    url: '/api/files',
    headers: {
      ...body.headers,
      ...(await bearer(app, user)),
      ...(upload.idempotencyKey && { 'idempotency-key': upload.idempotencyKey }),
    },
    payload: body.payload,
  });
}
