interface PostgresError {
  code?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  cause?: unknown;
}

/**
 * The name of the unique constraint a failed insert or update broke, if that is why it
 * failed. Drizzle wraps the driver's error, so its cause is looked at too.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as PostgresError;
    if (candidate.code === '23505') {
      const name = candidate.constraint ?? candidate.constraint_name;
      return typeof name === 'string' ? name : '';
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Whether the error is a foreign-key violation (PostgreSQL code 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as PostgresError).code === '23503') return true;
    current = (current as PostgresError).cause;
  }
  return false;
}
