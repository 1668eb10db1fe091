import { useSyncExternalStore } from 'react';

let opened = false;
const listeners = new Set<() => void>();

function update(next: boolean): void {
  opened = next;
  for (const listener of listeners) listener();
}

/** Opens the new-achievement form over whatever screen is showing. */
export function openEvidenceCapture(): void {
  update(true);
}

export function closeEvidenceCapture(): void {
  update(false);
}

export function useEvidenceCaptureOpened(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => opened,
    () => false,
  );
}
