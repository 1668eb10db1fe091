import { describe, expect, it } from 'vitest';

import { zOrganizationCreate, zOrganizationUpdate, zPageQuery } from './organizations.ts';

describe('organization fields', () => {
  it('reads empty optional text as none and lower-cases the subdomain and email', () => {
    expect(
      zOrganizationCreate.parse({
        name: '  Al-Noor  ',
        subdomain: 'Al-Noor',
        logoUrl: '',
        contactEmail: ' Office@School.TEST ',
      }),
    ).toEqual({
      name: 'Al-Noor',
      subdomain: 'al-noor',
      logoUrl: null,
      contactEmail: 'office@school.test',
    });
  });

  it('names the spec’s keys for a missing name and an unknown subscription status', () => {
    const result = zOrganizationCreate.safeParse({ subscriptionStatus: 'gold' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'organizations.failed.nameRequired',
      'organizations.failed.invalidSubscriptionStatus',
    ]);
  });

  it('leaves out of an update whatever was not sent', () => {
    expect(zOrganizationUpdate.parse({ subscriptionStatus: 'active' })).toEqual({
      subscriptionStatus: 'active',
    });
  });
});

describe('page query', () => {
  it('coerces the URL’s text and defaults to the first page of twenty', () => {
    expect(zPageQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(zPageQuery.parse({ page: '3', pageSize: '50' })).toMatchObject({
      page: 3,
      pageSize: 50,
    });
  });

  it('refuses pages past the bounds', () => {
    expect(zPageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(zPageQuery.safeParse({ pageSize: '500' }).success).toBe(false);
  });
});
