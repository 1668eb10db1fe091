// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { notificationEndpoints } from '../../contract/endpoints/notifications.ts';
import { pathOf } from '../../contract/endpoints/define-endpoint.ts';

import { openNotificationPath } from './handle-notification-click.ts';
import { handlePush, type PushScope } from './handle-push.ts';
import { pushApiPaths } from './push-paths.ts';

const message = {
  notification_id: 'n1',
  kind: 'evidenceReturned',
  title: 'أُعيد إليك شاهد لتعديله',
  body: 'أعاد قائد المدرسة إليك الشاهد «درس القراءة» لتعديله.',
  path: '/achievements?open=a1',
  unread_count: 3,
  lang: 'ar',
};

function pushData(value: unknown): PushMessageData {
  return { json: () => value } as PushMessageData;
}

function scope(): PushScope & { shown: [string, NotificationOptions | undefined][] } {
  const shown: [string, NotificationOptions | undefined][] = [];
  return {
    shown,
    registration: {
      showNotification: async (title, options) => {
        shown.push([title, options]);
      },
    },
    navigator: { setAppBadge: vi.fn(async () => {}), clearAppBadge: vi.fn(async () => {}) },
  };
}

describe('the worker on push', () => {
  it('shows the message in its language and direction, one per notification, and sets the badge', async () => {
    const worker = scope();
    await handlePush(worker, pushData(message));
    expect(worker.shown).toEqual([
      [
        message.title,
        expect.objectContaining({
          body: message.body,
          lang: 'ar',
          dir: 'rtl',
          tag: 'n1',
          icon: '/icons/icon-192.png',
          data: { path: '/achievements?open=a1' },
        }),
      ],
    ]);
    expect(worker.navigator.setAppBadge).toHaveBeenCalledWith(3);
  });

  it('shows nothing for a message that does not fit, or leads off the app', async () => {
    const worker = scope();
    await handlePush(worker, pushData({ ...message, lang: 'fr' }));
    await handlePush(worker, pushData({ ...message, path: '//evil.example/' }));
    await handlePush(worker, {
      json: () => {
        throw new SyntaxError('not JSON');
      },
    } as unknown as PushMessageData);
    await handlePush(worker, null);
    expect(worker.shown).toEqual([]);
  });
});

describe('the worker on a notification tap', () => {
  const origin = 'https://app.example';

  it('focuses an open window of the app and asks it to show the screen', async () => {
    const open = {
      url: `${origin}/dashboard`,
      focus: vi.fn(async () => open),
      postMessage: vi.fn(),
    };
    const clients = {
      matchAll: vi.fn(async () => [{ url: 'https://other.example/' }, open]),
      openWindow: vi.fn(),
    };
    await openNotificationPath(
      { clients: clients as unknown as Clients, location: { origin } },
      { path: '/achievements?open=a1' },
    );
    expect(open.focus).toHaveBeenCalled();
    expect(open.postMessage).toHaveBeenCalledWith({
      type: 'OPEN_PATH',
      path: '/achievements?open=a1',
    });
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when none is open, never on another site', async () => {
    const clients = { matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => null) };
    const worker = { clients: clients as unknown as Clients, location: { origin } };
    await openNotificationPath(worker, { path: '/evaluations?form=f1' });
    await openNotificationPath(worker, { path: 'https://evil.example/' });
    expect(clients.openWindow.mock.calls).toEqual([
      [`${origin}/evaluations?form=f1`],
      [`${origin}/`],
    ]);
  });
});

describe('the worker’s push paths', () => {
  it('are the declared endpoints below /api', () => {
    expect(pushApiPaths).toEqual({
      subscribe: `/api${pathOf(notificationEndpoints.subscribePush)}`,
      unsubscribe: `/api${pathOf(notificationEndpoints.unsubscribePush)}`,
    });
  });
});
