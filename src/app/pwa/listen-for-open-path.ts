import { navigateOutsideReact } from '../routes/navigate-outside-react.ts';

/**
 * A tapped notification asks an open window to show its screen (sw/push/
 * handle-notification-click.ts, `OPEN_PATH`): the router goes there, keeping the app's state.
 */
export function listenForOpenPath(container: ServiceWorkerContainer): void {
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = event.data as { type?: unknown; path?: unknown } | null;
    if (message?.type !== 'OPEN_PATH' || typeof message.path !== 'string') return;
    if (!message.path.startsWith('/') || message.path.startsWith('//')) return;
    navigateOutsideReact(message.path);
  });
}
