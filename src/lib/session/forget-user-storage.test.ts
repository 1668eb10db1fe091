import { beforeEach, describe, expect, it } from 'vitest';

import { forgetUserStorage } from './forget-user-storage.ts';

const sara = '0192f3a1-0000-7000-8000-00000000000a';
const huda = '0192f3a1-0000-7000-8000-00000000000b';

describe('forgetUserStorage', () => {
  beforeEach(() => localStorage.clear());

  it('removes every key naming the user and keeps the others', () => {
    localStorage.setItem(`dashboard:${sara}`, '{}');
    localStorage.setItem(`pushOfferAnswered:${sara}`, 'on');
    localStorage.setItem(`dashboard:${huda}`, '{}');
    localStorage.setItem('locale', 'ar');

    forgetUserStorage(sara);

    expect(Object.keys(localStorage).sort()).toEqual([`dashboard:${huda}`, 'locale']);
  });
});
