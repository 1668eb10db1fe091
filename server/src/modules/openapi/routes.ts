import type { ApiModule } from '../../http/api-module.ts';
import { apiDescription, openApiPath } from '../../openapi/api-description.ts';

/** The OpenAPI document of the API: the document itself, not an envelope. */
export const openApiRoutes: ApiModule = async (app) => {
  const document = JSON.stringify(apiDescription());
  app.get(openApiPath, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(document),
  );
};
