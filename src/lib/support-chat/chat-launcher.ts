import { useSyncExternalStore } from 'react';

import type { Role } from '../../../contract/constants.ts';

/** Who opened the support chat; logged-in users pass their identity (docs/roles-and-permissions.md, "Menus"). */
export interface ChatIdentity {
  fullName: string;
  email: string;
  role: Role;
}

interface ChatLauncherState {
  opened: boolean;
  identity: ChatIdentity | null;
}

let state: ChatLauncherState = { opened: false, identity: null };
const listeners = new Set<() => void>();

function update(next: ChatLauncherState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openSupportChat(identity: ChatIdentity | null): void {
  update({ opened: true, identity });
}

export function closeSupportChat(): void {
  update({ ...state, opened: false });
}

export function useChatLauncher(): ChatLauncherState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
