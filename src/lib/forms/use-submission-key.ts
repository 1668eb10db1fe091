import { useState } from 'react';

/** The key of one submission, with the values it was made for. */
interface Submission {
  values: string;
  key: string;
}

export interface SubmissionKey {
  /**
   * The Idempotency-Key to send `values` with: the last submission's key when the same values
   * are sent again (a retry), a new one for other values (a new submission, docs/api.md, "Idempotency keys").
   */
  keyFor(values: unknown): string;
  /** Call after the server accepted the submission: whatever comes next is a new one. */
  settled(): void;
}

/** Keys for a form's submissions, so a refused one does not stick to the next, other values. */
export function submissionKey(newKey: () => string = () => crypto.randomUUID()): SubmissionKey {
  let last: Submission | undefined;
  return {
    keyFor(values) {
      const serialized = JSON.stringify(values);
      if (last?.values !== serialized) last = { values: serialized, key: newKey() };
      return last.key;
    },
    settled() {
      last = undefined;
    },
  };
}

/** `submissionKey()` kept for the life of a form component. */
export function useSubmissionKey(): SubmissionKey {
  // The object is created once and mutated by its own methods, never by a render.
  const [keys] = useState(() => submissionKey());
  return keys;
}
