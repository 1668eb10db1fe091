import type { FieldError } from '../../../contract/envelope.ts';

/** A request part (body, query, params, headers) that does not match its route schema. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly fieldErrors: FieldError[];

  constructor(fieldErrors: FieldError[]) {
    super('The request has invalid fields.');
    this.name = 'RequestValidationError';
    this.fieldErrors = fieldErrors;
  }
}
