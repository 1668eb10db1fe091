import { afterEach, describe, expect, it, vi } from 'vitest';

import { setNavigateInApp } from '../routes/navigate-outside-react.ts';

import { listenForOpenPath } from './listen-for-open-path.ts';

afterEach(() => setNavigateInApp(null));

describe('listenForOpenPath', () => {
  it('takes the app to the screen of a tapped notification, never to another site', () => {
    const container = new EventTarget() as ServiceWorkerContainer;
    const navigate = vi.fn();
    setNavigateInApp(navigate);
    listenForOpenPath(container);
    const post = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }));

    post({ type: 'OPEN_PATH', path: '/achievements?open=a1' });
    post({ type: 'OPEN_PATH', path: '//elsewhere.example/x' });
    post({ type: 'OPEN_PATH', path: 'https://elsewhere.example/x' });
    post({ type: 'SOMETHING_ELSE', path: '/profile' });

    expect(navigate.mock.calls).toEqual([['/achievements?open=a1', undefined]]);
  });
});
