import { Dexie } from 'dexie';

import type { MessageKey } from '../../../contract/message-keys.ts';

/** Why the device's database could not keep a write. */
export type DeviceStorageProblem = 'refused' | 'full' | 'notAnswering';

const keyOfProblem = {
  refused: 'common.error.deviceStorageRefused',
  full: 'common.error.deviceStorageFull',
  notAnswering: 'common.error.deviceStorageNotAnswering',
} as const satisfies Record<DeviceStorageProblem, MessageKey>;

/** A write the device's database did not keep, with the catalogue key that says why. */
export class DeviceStorageError extends Error {
  readonly key: MessageKey;

  constructor(
    readonly problem: DeviceStorageProblem,
    options?: { cause?: unknown },
  ) {
    super(keyOfProblem[problem], options);
    this.name = 'DeviceStorageError';
    this.key = keyOfProblem[problem];
  }
}

/** The names IndexedDB and Dexie give their failures, and the inner failure Dexie wraps. */
function failureNames(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  while (current instanceof Error || current instanceof DOMException) {
    names.push(current.name);
    current = 'inner' in current ? current.inner : undefined;
  }
  return names;
}

function isStorageFailure(error: unknown): boolean {
  return error instanceof DOMException || error instanceof Dexie.DexieError;
}

/**
 * The database's failure as one the user can be told about; anything else (a bug, a record
 * that is not on the device) as it was.
 */
export function asDeviceStorageError(error: unknown): unknown {
  if (error instanceof DeviceStorageError || !isStorageFailure(error)) return error;
  const full = failureNames(error).includes('QuotaExceededError');
  return new DeviceStorageError(full ? 'full' : 'refused', { cause: error });
}
