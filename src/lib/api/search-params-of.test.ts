import { describe, expect, it } from 'vitest';

import { searchParamsOf } from './search-params-of.ts';

describe('searchParamsOf', () => {
  it('leaves out filters left empty and keeps every value given, false and 0 included', () => {
    expect(
      searchParamsOf({ q: '', status: undefined, page: 0, active: false, role: 'agent' }),
    ).toEqual({ page: 0, active: false, role: 'agent' });
  });
});
