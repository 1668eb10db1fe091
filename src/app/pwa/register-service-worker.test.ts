import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: object) => void;
const listeners = new Map<string, Listener[]>();
let registration: () => Promise<unknown> = () => Promise.resolve();

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }
    register() {
      return registration();
    }
    messageSkipWaiting() {}
  },
}));

const { registerServiceWorker } = await import('./register-service-worker.ts');

function emit(type: string, event: object = {}) {
  for (const listener of listeners.get(type) ?? []) listener(event);
}

function pageControlledBy(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller, addEventListener: () => undefined },
  });
}

describe('registerServiceWorker', () => {
  beforeEach(() => {
    listeners.clear();
    vi.stubEnv('PROD', true);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    registration = () => Promise.resolve();
  });

  it('offers no update while the very first worker installs', () => {
    pageControlledBy(null);
    const onUpdateWaiting = vi.fn();
    registerServiceWorker({ onUpdateWaiting });
    emit('waiting', { isUpdate: false });
    expect(onUpdateWaiting).not.toHaveBeenCalled();
  });

  it('offers the update when a new version waits behind the one controlling the page', () => {
    pageControlledBy({ state: 'activated' });
    const onUpdateWaiting = vi.fn();
    registerServiceWorker({ onUpdateWaiting });
    emit('waiting', { isUpdate: true });
    expect(onUpdateWaiting).toHaveBeenCalledOnce();
  });

  it('says so in the console, and nothing more, when the browser refuses the worker', async () => {
    // Firefox's private windows refuse service workers: the app then works online only.
    pageControlledBy(null);
    registration = () =>
      Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerServiceWorker({ onUpdateWaiting: vi.fn() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/offline/i);
  });
});
