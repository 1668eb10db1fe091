import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../db/current-user-db.ts';

import { keptAnswerLimit, keptOnDevice } from './kept-on-device.ts';

const zPage = z.object({ count: z.number(), names: z.array(z.string()) });

/** Lets the writes started by `write` (fire and forget, as a screen does) reach the database. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  openUserDb(`user-${uuidv7()}`);
});
afterEach(() => closeUserDb());

describe('keptOnDevice', () => {
  it('answers the last answer written for its key, with when it came', async () => {
    const kept = keptOnDevice('staff-coverage', zPage);
    expect(await kept.read()).toBeNull();

    kept.write({ data: { count: 1, names: ['Sara'] }, savedAt: 1_000 });
    kept.write({ data: { count: 2, names: ['Sara', 'Huda'] }, savedAt: 2_000 });
    await settle();

    expect(await keptOnDevice('staff-coverage', zPage).read()).toEqual({
      data: { count: 2, names: ['Sara', 'Huda'] },
      savedAt: 2_000,
    });
    expect(await keptOnDevice('review school ', zPage).read()).toBeNull();
  });

  it('answers none for a copy that no longer fits the answer’s schema', async () => {
    keptOnDevice('staff-coverage', z.object({ count: z.string() })).write({
      data: { count: 'one' },
      savedAt: 1_000,
    });
    await settle();

    expect(await keptOnDevice('staff-coverage', zPage).read()).toBeNull();
  });

  it('keeps the newest answers up to its limit, forgetting the oldest', async () => {
    for (let index = 0; index <= keptAnswerLimit; index += 1) {
      keptOnDevice(`staff-achievements ${index}`, zPage).write({
        data: { count: index, names: [] },
        savedAt: 1_000 + index,
      });
      await settle();
    }

    expect(await keptOnDevice('staff-achievements 0', zPage).read()).toBeNull();
    expect(await keptOnDevice('staff-achievements 1', zPage).read()).toEqual({
      data: { count: 1, names: [] },
      savedAt: 1_001,
    });
    expect(
      await keptOnDevice(`staff-achievements ${keptAnswerLimit}`, zPage).read(),
    ).not.toBeNull();
  });
});
