import type { FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/**
 * Lets route handlers see `request.body`, `request.query` and `request.params` typed from the
 * zod schemas of the route (after conversion to camelCase and after zod's transforms).
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}
