import { describe, expect, it } from 'vitest';

import { evidenceFilePagePattern } from '../../../contract/evidence-file-page.ts';

import { routeTable } from './route-table.ts';

describe('the route table', () => {
  it("has the page a portfolio's QR code for a file leads to", () => {
    expect(routeTable.map((route) => route.path)).toContain(evidenceFilePagePattern);
  });
});
