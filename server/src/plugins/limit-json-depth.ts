import fastifyPlugin from 'fastify-plugin';

import { ApiError } from '../http/api-error.ts';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest real body (a
 * pushed batch of plan writes with goals) is under ten levels; the margin is for what may come.
 */
export const jsonMaxDepth = 32;

const quote = 0x22;
const backslash = 0x5c;
const openBrace = 0x7b;
const openBracket = 0x5b;
const closeBrace = 0x7d;
const closeBracket = 0x5d;

/**
 * Whether `text` nests arrays and objects deeper than `maxDepth`, in one pass that reads each
 * character once and keeps only a counter, so a hostile body costs no more than a flat one of
 * its size. Brackets inside strings are text. Malformed JSON is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index += 1;
      else if (code === quote) inString = false;
    } else if (code === quote) {
      inString = true;
    } else if (code === openBrace || code === openBracket) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === closeBrace || code === closeBracket) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies nested beyond `jsonMaxDepth` are refused with 400 before they are parsed: the
 * parse, and every recursive walk after it (key case, NUL check, validation), would otherwise
 * cost far more CPU than a flat body of the same size, or overflow the stack into a 500.
 */
export const limitJsonDepth = fastifyPlugin(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (nestsDeeperThan(text, jsonMaxDepth)) {
        done(new ApiError(400, 'validation.error.invalidRequestFormat'), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'limit-json-depth' },
);
