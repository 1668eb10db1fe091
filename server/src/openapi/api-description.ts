import { endpointGroups } from '../../../contract/endpoints/all-endpoints.ts';
import { appVersion } from '../version.ts';
import { openApiDocument } from './openapi-document.ts';

/** Served at `/api/openapi.json` and kept in `docs/openapi.json` (`npm run openapi`). */
export const openApiPath = '/openapi.json';

/** The document of the whole API, as this version of the server answers it. */
export function apiDescription() {
  return openApiDocument(endpointGroups, {
    title: 'Shawahid API',
    version: appVersion,
    description:
      'The API of Shawahid, for schools’ IT and integrators. Every answer is an envelope ' +
      '`{ success, result, message, error, errors }`; keys are snake_case; a failure’s `error` ' +
      'is a key of the message catalogue. Sign in at POST /auth/login and send the access token ' +
      'as a bearer token (docs/api.md).',
  });
}
