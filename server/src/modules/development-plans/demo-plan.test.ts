import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seed } from '../../seed/seed.ts';
import { buildTestApp, testPasswordHashing, type TestApp } from '../../testing/build-test-app.ts';
import { testDatabases } from '../../testing/test-databases.ts';

describe.each(testDatabases())('the demo development plan on $name', ({ name }) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    await seed(testApp.connection.db, { passwordHashing: testPasswordHashing });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function tokenOf(email: string): Promise<string> {
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Shawahid#2026' },
    });
    return login.json().result.access_token as string;
  }

  it('shows the second teacher an active plan with two goals, assigned by the principal', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/development-plans',
      headers: { authorization: `Bearer ${await tokenOf('teacher2@shawahid.test')}` },
    });

    expect(response.statusCode).toBe(200);
    const [plan] = response.json().result;
    expect(plan).toMatchObject({
      status: 'active',
      creator_name: 'Huda Al-Shehri',
      beneficiary_name: 'Reem Al-Otaibi',
    });
    expect(plan.goals).toHaveLength(2);
    expect(plan.start_date < plan.goals[0].due_date && plan.goals[0].due_date < plan.end_date).toBe(
      true,
    );
  });
});
