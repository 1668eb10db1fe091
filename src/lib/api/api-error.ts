import type { FieldError } from '../../../contract/envelope.ts';

/** A failed call, reduced to the catalogue key the user is shown (docs/errors.md, "From a failed call to a key"). */
export class ApiError extends Error {
  constructor(
    readonly key: string,
    readonly status: number | null,
    readonly fieldErrors: readonly FieldError[] = [],
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}
