import { Server } from '@tus/server';
import type { ServerRequest } from 'srvx';

import type { MessageKey } from '../../../../contract/message-keys.ts';
import {
  evidenceFiles as evidenceFileLimits,
  resumableUploads,
} from '../../../../contract/uploads.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import { ApiError } from '../../http/api-error.ts';
import { defaultMessageFor } from '../../http/default-messages.ts';
import { failure } from '../../http/envelope.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { displayNameOf } from './evidence-file-service.ts';
import {
  finishResumableUpload,
  uploadOwnerMetadataKey,
  type UploadsContext,
} from './finish-resumable-upload.ts';

const keyByTusStatus: Record<number, MessageKey> = {
  404: 'common.error.notFound',
  410: 'common.error.notFound',
  409: 'common.error.conflict',
  413: 'common.error.payloadTooLarge',
  415: 'validation.error.unsupportedFileType',
  423: 'common.error.conflict',
};

function envelopeBody(error: ApiError): string {
  return JSON.stringify(
    failure(error.key, error.message, { fieldErrors: error.fieldErrors, params: error.params }),
  );
}

/** The API's failure envelope for a tus answer of `status`, whose own body is plain text. */
export function envelopeForTusStatus(status: number): string {
  const key: MessageKey =
    status >= 500
      ? 'common.error.server'
      : (keyByTusStatus[status] ?? 'validation.error.invalidRequestFormat');
  return JSON.stringify(failure(key, defaultMessageFor(key)));
}

/**
 * The tus server behind `/api/uploads`. The route has already authenticated the caller and
 * checked that the upload is theirs; `callerOf` hands that caller to the hooks.
 */
export function createResumableUploadServer(
  app: UploadsContext,
  callerOf: (request: ServerRequest) => AuthenticatedUser,
): Server {
  const store = app.resumableUploadStore;
  return new Server({
    path: `/api${resumableUploads.path}`,
    datastore: store.datastore,
    locker: store.locker,
    maxSize: evidenceFileLimits.maxFileBytes,
    relativeLocation: true,
    // The id becomes the evidence file's, so it is a UUIDv7 like every other id.
    namingFunction: () => uuidv7(),
    // Same origin as the app, like the rest of the API: no CORS, but the id stays readable if
    // an origin is ever allowed.
    allowedOrigins: [],
    exposedHeaders: [resumableUploads.fileIdHeader],
    onUploadCreate: async (request, upload) => ({
      metadata: {
        [resumableUploads.filenameMetadataKey]: displayNameOf(
          upload.metadata?.[resumableUploads.filenameMetadataKey] ?? '',
        ),
        [uploadOwnerMetadataKey]: callerOf(request).id,
      },
    }),
    onUploadFinish: async (request, upload) => {
      const stored = await finishResumableUpload(app, callerOf(request), upload);
      return { headers: { [resumableUploads.fileIdHeader]: stored.id } };
    },
    onResponseError: (_request, error) => {
      if (error instanceof ApiError)
        return { status_code: error.statusCode, body: envelopeBody(error) };
      if ('status_code' in error) return undefined;
      app.log.error({ err: error }, 'unexpected error in a resumable upload');
      return { status_code: 500, body: envelopeForTusStatus(500) };
    },
  });
}
