import { afterEach, describe, expect, it, vi } from 'vitest';

import { notificationEndpoints } from '../../../../contract/endpoints/notifications.ts';
import { callEndpoint } from '../../../lib/api/api-client.ts';

import { unsubscribeThisDevice } from './device-push.ts';

vi.mock('../../../lib/api/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
const order: string[] = [];

function deviceSubscribed(): { unsubscribe: ReturnType<typeof vi.fn> } {
  const subscription = {
    endpoint,
    unsubscribe: vi.fn(async () => {
      order.push('browser');
      return true;
    }),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
    },
  });
  return subscription;
}

afterEach(() => {
  call.mockReset();
  order.length = 0;
  vi.unstubAllGlobals();
});

describe('unsubscribeThisDevice (sign-out)', () => {
  it('has the server forget this device first, then drops the browser’s subscription', async () => {
    const subscription = deviceSubscribed();
    call.mockImplementation(async () => {
      order.push('server');
      return null;
    });
    await unsubscribeThisDevice();
    expect(call).toHaveBeenCalledWith(
      notificationEndpoints.unsubscribePush,
      { body: { endpoint } },
      { reportUnauthorized: false },
    );
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(order).toEqual(['server', 'browser']);
  });

  it('drops the browser’s subscription even when the server cannot be reached', async () => {
    const subscription = deviceSubscribed();
    call.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(unsubscribeThisDevice()).rejects.toThrow('Failed to fetch');
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });
});
