import { useSyncExternalStore } from 'react';

/** Which subscription dialog is open; one at a time, shared by every screen. */
export type SubscriptionDialog = 'none' | 'required' | 'chooser' | 'alreadySubscribed';

let dialog: SubscriptionDialog = 'none';
const listeners = new Set<() => void>();

export function openSubscriptionDialog(next: SubscriptionDialog): void {
  dialog = next;
  for (const listener of listeners) listener();
}

export function closeSubscriptionDialog(): void {
  openSubscriptionDialog('none');
}

export function useSubscriptionDialog(): SubscriptionDialog {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dialog,
    () => dialog,
  );
}
