import type { z } from 'zod';

import { snakeToCamel } from '../../../contract/case-keys.ts';
import { fieldErrorsFromZod } from '../../../contract/field-errors-from-zod.ts';
import { translateKey } from '../notify/notify.ts';

/**
 * A Mantine form validator from the same zod schema the server checks, with the
 * same catalogue keys, translated into the active language.
 */
export function schemaValidator<Values>(schema: z.ZodType<unknown, Values>) {
  return (values: Values): Record<string, string> => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: Record<string, string> = {};
    for (const fieldError of fieldErrorsFromZod(parsed.error.issues, 'form')) {
      const field = fieldError.field.split('.').map(snakeToCamel).join('.');
      errors[field] ??= translateKey(fieldError.key, fieldError.params);
    }
    return errors;
  };
}

/** Server field errors (already camelCase) shown under their inputs. */
export function translatedFieldErrors(
  fieldErrors: readonly { field: string; key: string; params?: Record<string, string | number> }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const fieldError of fieldErrors) {
    errors[fieldError.field] ??= translateKey(fieldError.key, fieldError.params);
  }
  return errors;
}
