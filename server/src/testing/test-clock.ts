import type { Clock } from '../plugins/clock.ts';

export interface TestClock extends Clock {
  advance(milliseconds: number): void;
}

/** A clock that stands still until a test moves it, starting at the real time unless told. */
export function testClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
