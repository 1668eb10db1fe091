import fastifyPlugin from 'fastify-plugin';
import { z } from 'zod';

import { fieldErrorsFromZod } from '../../../contract/field-errors-from-zod.ts';
import { declaredAnswerSerializer } from '../http/declared-answer.ts';
import { RequestValidationError } from '../http/request-validation-error.ts';

/**
 * Route schemas are zod schemas: requests are parsed with them (so transforms and defaults
 * apply) and failures become a RequestValidationError with field errors; answers are parsed
 * with the response schema before they are sent (`declared-answer.ts`).
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
    // A route's response schema is its declared success (`declaredRoute`): the answer is held
    // to it where it is sent, so undeclared fields never leave and a mismatch is a 500.
    app.setSerializerCompiler(({ schema, method, url }) => {
      if (!(schema instanceof z.ZodType)) {
        throw new TypeError(`The response schema of ${method} ${url} is not a zod schema`);
      }
      return declaredAnswerSerializer(`${method} ${url}`, schema);
    });
  },
  { name: 'zod-validation' },
);
