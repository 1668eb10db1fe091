import { describe, expect, it } from 'vitest';

import type { ChatMessage } from '../../../contract/support-chat.ts';

import { mergeChatMessages } from './merge-chat-messages.ts';

function message(id: string, createdAt: string): ChatMessage {
  return { id, conversationId: 'c', sender: 'contact', senderName: 'A', body: id, createdAt };
}

describe('mergeChatMessages', () => {
  it('keeps one copy of a message delivered by history, the echo and the ack', () => {
    const first = message('a', '2026-11-22T10:00:00.000Z');
    const second = message('b', '2026-11-22T10:00:01.000Z');
    const merged = mergeChatMessages([second], [first, second, first]);
    expect(merged.map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});
