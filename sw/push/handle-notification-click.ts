/// <reference lib="webworker" />
import { isInAppPath } from './push-message.ts';

/** What the worker asks an open window of the app to show (src/app/pwa/listen-for-open-path.ts). */
export const openPathMessageType = 'OPEN_PATH';

/**
 * Opens a tapped notification's screen: in a window of the app already open (focused, and
 * taken there by its own router, keeping what it holds), else in a new one.
 */
export async function openNotificationPath(
  scope: { clients: Clients; location: { origin: string } },
  data: unknown,
): Promise<void> {
  const path = (data as { path?: unknown } | null)?.path;
  const url = new URL(isInAppPath(path) ? path : '/', scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    const focused = await open.focus().catch(() => open);
    const { pathname, search } = new URL(url);
    focused.postMessage({ type: openPathMessageType, path: pathname + search });
    return;
  }
  await scope.clients.openWindow(url);
}
