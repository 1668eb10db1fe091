import { describe, expect, it } from 'vitest';

import { pushAvailability, type PushEnvironment } from './push-availability.ts';

const ready: PushEnvironment = {
  sharedDevice: false,
  iosNotInstalled: false,
  hasPushManager: true,
  permission: 'default',
  subscribed: false,
};

describe('pushAvailability', () => {
  it('offers to turn push on where the browser can, and says when it is on', () => {
    expect(pushAvailability(ready)).toBe('off');
    expect(pushAvailability({ ...ready, permission: 'granted', subscribed: true })).toBe('on');
    // Granted once, but this device has no subscription (signed out since): off again.
    expect(pushAvailability({ ...ready, permission: 'granted' })).toBe('off');
  });

  it('never subscribes a shared device, whatever the browser allows', () => {
    expect(
      pushAvailability({ ...ready, sharedDevice: true, permission: 'granted', subscribed: true }),
    ).toBe('sharedDevice');
  });

  it('sends an iPhone not running the installed app to install it first', () => {
    expect(pushAvailability({ ...ready, iosNotInstalled: true, hasPushManager: false })).toBe(
      'needsInstall',
    );
  });

  it('tells a blocked or unable browser apart', () => {
    expect(pushAvailability({ ...ready, permission: 'denied' })).toBe('denied');
    expect(pushAvailability({ ...ready, hasPushManager: false, permission: null })).toBe(
      'unsupported',
    );
  });
});
