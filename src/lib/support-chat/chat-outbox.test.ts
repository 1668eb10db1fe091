import { beforeEach, describe, expect, it } from 'vitest';

import {
  enqueueMessage,
  forgetCachedOutboxes,
  readOutbox,
  removeQueuedMessage,
} from './chat-outbox.ts';

describe('chat outbox', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetCachedOutboxes();
  });

  it('keeps queued messages in order across reads, once each', () => {
    const first = { id: 'a', body: 'First', queuedAt: '2026-11-22T10:00:00Z' };
    const second = { id: 'b', body: 'Second', queuedAt: '2026-11-22T10:00:01Z' };
    enqueueMessage('visitor:1', first);
    enqueueMessage('visitor:1', second);
    enqueueMessage('visitor:1', first);
    expect(readOutbox('visitor:1').map((message) => message.id)).toEqual(['a', 'b']);
    expect(readOutbox('user:2')).toEqual([]);
    // A reload reads them back from storage.
    forgetCachedOutboxes();
    expect(readOutbox('visitor:1').map((message) => message.id)).toEqual(['a', 'b']);
  });

  it('forgets a message once acknowledged and ignores damaged storage', () => {
    enqueueMessage('u', { id: 'a', body: 'One', queuedAt: '2026-11-22T10:00:00Z' });
    expect(removeQueuedMessage('u', 'a')).toEqual([]);
    localStorage.setItem('shawahid.supportChat.outbox.v', '{not json');
    expect(readOutbox('v')).toEqual([]);
    localStorage.setItem('shawahid.supportChat.outbox.w', JSON.stringify([{ id: 1 }]));
    expect(readOutbox('w')).toEqual([]);
  });
});
