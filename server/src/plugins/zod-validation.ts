import fastifyPlugin from 'fastify-plugin';
import { z } from 'zod';

import { fieldErrorsFromZod } from '../../../contract/field-errors-from-zod.ts';
import { RequestValidationError } from '../http/request-validation-error.ts';

/**
 * Route schemas are zod schemas: requests are parsed with them (so transforms and defaults
 * apply) and failures become a RequestValidationError with field errors.
 */
export const zodValidation = fastifyPlugin(
  async (app) => {
    app.setValidatorCompiler(({ schema, httpPart, method, url }) => {
      if (!(schema instanceof z.ZodType)) {
        throw new TypeError(
          `The ${httpPart ?? 'request'} schema of ${method} ${url} is not a zod schema`,
        );
      }
      return (data: unknown) => {
        const parsed = schema.safeParse(data, { reportInput: true });
        if (parsed.success) return { value: parsed.data };
        const part = httpPart === 'querystring' ? 'query' : (httpPart ?? 'body');
        return { error: new RequestValidationError(fieldErrorsFromZod(parsed.error.issues, part)) };
      };
    });
    // Response schemas, if a route declares one, document the shape; they do not drive output.
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  },
  { name: 'zod-validation' },
);
