import { staffRoles } from '../../../../contract/constants.ts';
import { TUS_RESUMABLE, type Server } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerRequest } from 'srvx';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { z } from 'zod';

import {
  evidenceFiles as evidenceFileLimits,
  resumableUploads,
} from '../../../../contract/uploads.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ApiModule } from '../../http/api-module.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { evidenceFileTooLarge, type EvidenceFileRow } from './evidence-file-service.ts';
import {
  evidenceFileOfUpload,
  finishResumableUpload,
  uploadOwnerMetadataKey,
} from './finish-resumable-upload.ts';
import { createResumableUploadServer, envelopeForTusStatus } from './resumable-upload-server.ts';
import { requireStorageFor } from './storage-budget.ts';
import { uploadsPerUser } from './uploads-per-user.ts';

const zUploadId = z.uuid();
const notFound = () => new ApiError(404, 'common.error.notFound');

/** A tus failure with the API's envelope as its body instead of tus's plain text. */
async function inEnvelope(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  const body = text.startsWith('{') ? text : envelopeForTusStatus(response.status);
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('content-length', String(Buffer.byteLength(body)));
  return new Response(body, { status: response.status, headers });
}

/**
 * Resumable evidence uploads with the tus 1.0 protocol (see README.md): `POST /api/uploads`
 * creates one, `HEAD` tells how much arrived, `PATCH` sends more, `DELETE` gives up. The
 * finished upload becomes an evidence file whose id is answered in `Shawahid-File-Id`.
 */
export const resumableUploadRoutes: ApiModule = async (app) => {
  const staff = {
    auth: { roles: staffRoles },
    // tus has its own retry safety (offsets); the Idempotency-Key store cannot see hijacked answers.
    keysPerWrite: true,
  } as const;
  const callers = new WeakMap<ServerRequest, AuthenticatedUser>();
  const callerOf = (request: ServerRequest) => {
    const caller = callers.get(request);
    if (!caller) throw new Error('a tus hook ran for a request the route did not authenticate');
    return caller;
  };
  // Built at the first upload, so an app that never takes one never touches the uploads folder.
  let tus: Server | undefined;
  const store = app.resumableUploadStore;

  // tus reads the bytes itself, as they arrive: Fastify leaves the body alone.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
    done(null);
  });
  // Every tus answer carries the protocol version, the route's own failures (401, 404) too.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('tus-resumable', TUS_RESUMABLE);
  });

  async function handOverToTus(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const webRequest = new NodeRequest({ req: request.raw, res: reply.raw });
    callers.set(webRequest, request.user);
    reply.hijack();
    try {
      tus ??= createResumableUploadServer(app, callerOf);
      const response = await inEnvelope(await tus.handleWeb(webRequest));
      await sendNodeResponse(reply.raw, response);
    } catch (error) {
      if (reply.raw.destroyed) {
        request.log.info({ err: error }, 'a resumable upload answer did not reach the client');
        return;
      }
      // Hijacked: Fastify's error handler cannot answer any more.
      request.log.error({ err: error }, 'a resumable upload request failed');
      if (!reply.raw.headersSent) {
        reply.raw
          .writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
          .end(envelopeForTusStatus(500));
      } else {
        reply.raw.destroy();
      }
    }
  }

  /** A finished upload is an evidence file now: HEAD tells its id; writing to it conflicts. */
  function answerFinished(request: FastifyRequest, reply: FastifyReply, row: EvidenceFileRow) {
    reply.header(resumableUploads.fileIdHeader, row.id).header('cache-control', 'no-store');
    if (request.method !== 'HEAD') throw new ApiError(409, 'common.error.conflict');
    return reply
      .code(200)
      .header('upload-offset', String(row.size))
      .header('upload-length', String(row.size))
      .send();
  }

  app.post(
    resumableUploads.path,
    { config: { ...staff, rateLimit: uploadsPerUser } },
    async (request, reply) => {
      const declaredLength = Number(request.headers['upload-length']);
      if (declaredLength > evidenceFileLimits.maxFileBytes) throw evidenceFileTooLarge();
      const bytes = Number.isFinite(declaredLength) ? declaredLength : 0;
      await requireStorageFor(app.db, request.user, bytes, app.clock.now());
      await handOverToTus(request, reply);
    },
  );

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${resumableUploads.path}/:id`,
    config: staff,
    handler: async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!zUploadId.safeParse(id).success) throw notFound();
      const caller = request.user;

      const finished = await evidenceFileOfUpload(app, id);
      if (finished) {
        if (finished.ownerId !== caller.id) throw notFound();
        return answerFinished(request, reply, finished);
      }
      const upload = await store.datastore.getUpload(id).catch(() => undefined);
      if (upload && upload.metadata?.[uploadOwnerMetadataKey] !== caller.id) throw notFound();
      // Complete, but its final answer failed before it became an evidence file: finish it now.
      if (upload && request.method === 'HEAD' && upload.offset === upload.size) {
        await finishResumableUpload(app, caller, upload);
        const row = await evidenceFileOfUpload(app, id);
        if (row) return answerFinished(request, reply, row);
      }
      await handOverToTus(request, reply);
    },
  });
};
