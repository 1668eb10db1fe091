import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';

const newPlan = {
  name_en: 'Personal monthly',
  name_ar: 'الباقة الشخصية الشهرية',
  description_en: 'For one teacher.',
  description_ar: 'لمعلم واحد.',
  category: 'personal',
  price_halalas: 2500,
};

describe.each(testDatabases())('subscription plans on $name', ({ name }) => {
  let testApp: TestApp;
  let admin: TestUser;
  let principal: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    admin = await makeUser(testApp.connection.db, { role: 'super_admin' });
    principal = await makeUser(testApp.connection.db, { role: 'org_admin' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app);

  it('lists the seeded plans to anyone, organisation tiers with their teacher limits', async () => {
    const response = await call(null, 'GET', '/api/subscription-plans/public');
    expect(response.statusCode).toBe(200);
    const plans = response.json().result;
    const tiers = plans.filter((plan: { category: string }) => plan.category === 'organization');
    expect(
      tiers.map(
        (plan: {
          teacher_limit: number;
          price_halalas: number;
          original_price_halalas: number;
        }) => [plan.teacher_limit, plan.price_halalas, plan.original_price_halalas],
      ),
    ).toEqual([
      [15, 37500, 75000],
      [25, 57500, 115000],
      [50, 100000, 200000],
      [120, 180000, 360000],
    ]);
    expect(plans.some((plan: { category: string }) => plan.category === 'personal')).toBe(true);
    expect(plans[0]).toMatchObject({ period: 'yearly', is_coming_soon: false });
  });

  it('needs a signed-in user for the full list', async () => {
    expect((await call(null, 'GET', '/api/subscription-plans')).statusCode).toBe(401);
    expect((await call(principal, 'GET', '/api/subscription-plans')).statusCode).toBe(200);
  });

  it('lets only the super admin manage plans', async () => {
    expect((await call(principal, 'GET', '/api/admin/plans')).statusCode).toBe(403);
    expect((await call(principal, 'POST', '/api/admin/plans', newPlan)).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/admin/plans', newPlan)).statusCode).toBe(401);
  });

  it('creates, reprices, marks coming soon and retires a plan', async () => {
    const created = await call(admin, 'POST', '/api/admin/plans', newPlan);
    expect(created.statusCode).toBe(201);
    const id = created.json().result.id;
    expect(created.json().result).toMatchObject({ teacher_limit: null, retired_at: null });

    const repriced = await call(admin, 'PATCH', `/api/admin/plans/${id}`, {
      price_halalas: 1999,
      is_coming_soon: true,
    });
    expect(repriced.json().result).toMatchObject({ price_halalas: 1999, is_coming_soon: true });

    const retired = await call(admin, 'POST', `/api/admin/plans/${id}/retire`);
    expect(retired.json().result.retired_at).not.toBeNull();
    const onSale = (await call(null, 'GET', '/api/subscription-plans/public')).json().result;
    expect(onSale.some((plan: { id: string }) => plan.id === id)).toBe(false);
    const all = (await call(admin, 'GET', '/api/admin/plans')).json().result;
    expect(all.some((plan: { id: string }) => plan.id === id)).toBe(true);
  });

  it('refuses an organisation plan without a teacher limit and a price below one riyal', async () => {
    const noLimit = await call(admin, 'POST', '/api/admin/plans', {
      ...newPlan,
      category: 'organization',
    });
    expect(noLimit.statusCode).toBe(400);
    expect(noLimit.json().errors).toEqual([
      expect.objectContaining({ field: 'teacher_limit', key: 'validation.error.required' }),
    ]);
    const cheap = await call(admin, 'POST', '/api/admin/plans', { ...newPlan, price_halalas: 50 });
    expect(cheap.statusCode).toBe(400);
  });
});
