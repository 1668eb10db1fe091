import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../config.ts';
import { payments, sandboxGatewayPayments } from '../db/tables/payments.ts';
import { subscriptions } from '../db/tables/subscriptions.ts';
import { trialSubscription } from '../modules/subscriptions/trial-subscription.ts';
import { bearer } from '../testing/bearer.ts';
import { buildTestApp, testJwtSecret, type TestApp } from '../testing/build-test-app.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { testDatabases } from '../testing/test-databases.ts';

const personalPlanId = '0192f000-0000-7000-8000-000000000101';
const successCard = {
  type: 'creditcard',
  name: 'Sara Ahmed',
  number: '4111111111111111',
  month: 12,
  year: 2030,
  cvc: '123',
};

describe('the sandbox gateway at a public https address', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shawahid-sandbox-config-'));
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const configWith = (env: Record<string, string>) => () =>
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: testJwtSecret, ...env });

  it('refuses to start with an https PUBLIC_URL and no MOYASAR_SECRET_KEY', () => {
    const load = configWith({ PUBLIC_URL: 'https://shawahid.example.com' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/MOYASAR_SECRET_KEY.*PAYMENTS_SANDBOX=1/);
  });

  it('starts there when PAYMENTS_SANDBOX=1 says so, and on a plain http address without it', () => {
    expect(
      configWith({ PUBLIC_URL: 'https://staging.example.com', PAYMENTS_SANDBOX: '1' })()
        .paymentsSandbox,
    ).toBe(true);
    expect(configWith({ PUBLIC_URL: 'http://127.0.0.1:3000' })().paymentsSandbox).toBe(true);
    expect(
      configWith({ PUBLIC_URL: 'https://shawahid.example.com', MOYASAR_SECRET_KEY: 'sk_test_x' })()
        .paymentsSandbox,
    ).toBe(false);
  });

  it('says so as an error in the log when the sandbox answers at an https address', async () => {
    const lines: string[] = [];
    const test = await buildTestApp({
      env: { PUBLIC_URL: 'https://staging.example.com', PAYMENTS_SANDBOX: '1', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => lines.push(line) },
    });
    await test.close();
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, msg: expect.stringMatching(/PAYMENTS_SANDBOX/) }),
    );
  });
});

describe.each(testDatabases())('the sandbox gateway steps on $name', ({ name }) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp({ database: name });
  });

  afterAll(() => test.close());

  async function payer(): Promise<TestUser> {
    const user = await makeUser(test.connection.db);
    await test.connection.db.insert(subscriptions).values(trialSubscription(user.id, new Date()));
    return user;
  }

  async function start(user: TestUser, source: object) {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: await bearer(test.app, user),
      payload: { plan_id: personalPlanId, source },
    });
    expect(created.statusCode).toBe(201);
    return created.json<{ result: { id: string; redirect_url: string } }>().result;
  }

  const submitStep = (url: string, form: Record<string, string>, user?: TestUser) =>
    (async () =>
      test.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(user && (await bearer(test.app, user))),
        },
        payload: new URLSearchParams(form).toString(),
      }))();

  const statesOf = async (id: string) => {
    const [gateway] = await test.connection.db
      .select({ status: sandboxGatewayPayments.status })
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.id, id));
    const [ours] = await test.connection.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, id));
    return { gateway: gateway?.status, ours: ours?.status };
  };

  it('writes the amount on the Arabic step page in the app’s Latin digits', async () => {
    const { redirect_url: step } = await start(await payer(), successCard);
    const page = await test.app.inject({ method: 'GET', url: `${step}&lang=ar` });
    expect(page.statusCode).toBe(200);
    const amount = /<strong>المبلغ:<\/strong> <span>([^<]*)<\/span>/.exec(page.body)?.[1] ?? '';
    expect(amount).toMatch(/\d/);
    expect(amount).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it('never pays an STC Pay payment without its OTP', async () => {
    const { id, redirect_url: step } = await start(await payer(), {
      type: 'stcpay',
      mobile: '0512345678',
    });

    for (const form of [
      { decision: 'authenticate' },
      { decision: 'approve' },
      { decision: 'otp' },
    ]) {
      const answer = await submitStep(step, form);
      expect(answer.statusCode).toBe(400);
    }
    expect(await statesOf(id)).toEqual({ gateway: 'initiated', ours: 'initiated' });

    const paid = await submitStep(step, { decision: 'otp', otp: '123456' });
    expect(paid.statusCode).toBe(303);
    expect(await statesOf(id)).toEqual({ gateway: 'paid', ours: 'paid' });
  });

  it('leaves a payment as it was when its step is sent for another method', async () => {
    const { id, redirect_url: step } = await start(await payer(), successCard);
    const wrongMethod = step.replace('/creditcard/', '/applepay/');

    const answer = await submitStep(wrongMethod, { decision: 'decline' });

    expect(answer.statusCode).toBe(404);
    expect(await statesOf(id)).toEqual({ gateway: 'initiated', ours: 'initiated' });
  });

  it("lets nobody but the payer's session end a payment, signed in or not", async () => {
    const { id, redirect_url: step } = await start(await payer(), successCard);
    const bareStep = `/api/payments/sandbox/creditcard/${id}`;
    const someoneElse = await payer();

    const anonymous = await submitStep(bareStep, { decision: 'fail' });
    const otherUser = await submitStep(bareStep, { decision: 'fail' }, someoneElse);
    const forgedToken = await submitStep(`${bareStep}?token=${'A'.repeat(43)}`, {
      decision: 'fail',
    });

    expect([anonymous.statusCode, otherUser.statusCode, forgedToken.statusCode]).toEqual([
      404, 404, 404,
    ]);
    expect(await statesOf(id)).toEqual({ gateway: 'initiated', ours: 'initiated' });
    expect((await submitStep(step, { decision: 'authenticate' })).statusCode).toBe(303);
    expect(await statesOf(id)).toEqual({ gateway: 'paid', ours: 'paid' });
  });
});
