import { describe, expect, it } from 'vitest';

import { cursorKeyOf, decodePullCursor, encodePullCursor } from './cursor-codec.ts';
import type { PullCursor } from './pull-cursor.ts';

const key = cursorKeyOf('a-server-secret-of-at-least-32-characters');

const midRun: PullCursor = {
  userId: '0190f7c0-0000-7000-8000-000000000001',
  role: 'org_admin',
  organizationId: '0190f7c0-0000-7000-8000-0000000000aa',
  unseen: { floor: 18_446_744_073_709_551_615n, older: [3n, 70_000n] },
  run: {
    unseenAtStart: { floor: 90_001n, older: [] },
    after: {
      changedBy: 90_000n,
      table: 'developmentPlans',
      recordId: '0190f7c0-0000-7000-8000-0000000000bb',
    },
    owed: { profile: false, subscription: true },
  },
  lapsesAt: Date.parse('2027-06-30T00:00:00Z'),
};

const betweenPulls: PullCursor = {
  userId: '0190f7c0-0000-7000-8000-000000000002',
  role: 'agent',
  organizationId: null,
  unseen: { floor: 12n, older: [] },
  run: null,
  lapsesAt: null,
};

describe('pull cursor codec', () => {
  it('reads back every field it wrote', () => {
    for (const cursor of [midRun, betweenPulls, { ...betweenPulls, unseen: null }]) {
      expect(decodePullCursor(encodePullCursor(cursor, key), key)).toEqual(cursor);
    }
  });

  it('writes a url-safe string of a few hundred characters at most', () => {
    const text = encodePullCursor(midRun, key);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text.length).toBeLessThan(200);
  });

  it('refuses a cursor with any character changed, or signed with another key', () => {
    const text = encodePullCursor(midRun, key);
    for (let index = 0; index < text.length; index += 1) {
      const changed = text[index] === 'A' ? 'B' : 'A';
      const tampered = `${text.slice(0, index)}${changed}${text.slice(index + 1)}`;
      expect(decodePullCursor(tampered, key)).toBeUndefined();
    }
    expect(
      decodePullCursor(text, cursorKeyOf('another-secret-of-at-least-32-chars')),
    ).toBeUndefined();
  });

  it('refuses garbage without throwing', () => {
    for (const text of [
      '',
      'garbage',
      '%%%',
      'A'.repeat(1_000),
      encodePullCursor(midRun, key).slice(0, -2),
    ]) {
      expect(decodePullCursor(text, key)).toBeUndefined();
    }
  });
});
