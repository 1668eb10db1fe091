import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { bearer } from '../../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts';
import { makeUser } from '../../../testing/make-user.ts';
import { billingSettings } from '../../../db/tables/billing.ts';
import { createMoyasarProvider } from './moyasar-provider.ts';

interface FakePayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  source: { type: string; message: string | null; transaction_url: string | null };
}

/** A local stand-in for Moyasar's REST API: payments by given_id, HTTP Basic with the key. */
function fakeMoyasar(secretKey: string) {
  const payments = new Map<string, FakePayment>();
  const requests: {
    method: string;
    path: string;
    authorization: string | undefined;
    body: unknown;
  }[] = [];
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = request.url ?? '';
      requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        body,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        send(401, { type: 'authentication_error', message: 'Invalid authorization credentials' });
        return;
      }
      if (request.method === 'POST' && path === '/v1/payments') {
        const input = body as {
          given_id: string;
          amount: number;
          currency: string;
          source: { type: string; number?: string };
        };
        if (payments.has(input.given_id)) {
          send(400, { type: 'invalid_request_error', message: 'given_id has already been taken' });
          return;
        }
        const declined = input.source.number === '4201321234411220';
        const payment: FakePayment = {
          id: input.given_id,
          status: declined ? 'failed' : 'initiated',
          amount: input.amount,
          currency: input.currency,
          source: {
            type: input.source.type,
            message: declined ? 'DECLINED' : null,
            transaction_url: declined ? null : `https://fake.moyasar.test/3ds/${input.given_id}`,
          },
        };
        payments.set(payment.id, payment);
        send(201, payment);
        return;
      }
      const fetched = /^\/v1\/payments\/([\w-]+)$/.exec(path);
      if (request.method === 'GET' && fetched) {
        const payment = payments.get(fetched[1] ?? '');
        if (payment) send(200, payment);
        else send(404, { type: 'record_not_found', message: 'Object not found' });
        return;
      }
      send(404, { message: 'no route' });
    })();
  });
  return { server, payments, requests };
}

describe('Moyasar adapter against a local fake', () => {
  const secretKey = 'sk_test_fakekey123';
  const webhookSecret = 'a-webhook-secret-of-some-length';
  const fake = fakeMoyasar(secretKey);
  let apiUrl: string;
  let testApp: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
    testApp = await buildTestApp({
      env: {
        MOYASAR_SECRET_KEY: secretKey,
        MOYASAR_WEBHOOK_SECRET: webhookSecret,
        MOYASAR_API_URL: apiUrl,
        PUBLIC_URL: 'https://shawahid.example.com',
      },
    });
  });

  const pay = async () =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: await bearer(testApp.app, await makeUser(testApp.connection.db)),
      payload: {
        plan_id: '0192f000-0000-7000-8000-000000000101',
        source: card('4111111111111111'),
      },
    });

  // Runs first: the seller's details are set by the next test's setup onwards.
  it('refuses real payments while no seller is set for their tax invoices', async () => {
    const refused = await pay();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toBe('billing.failed.sellerDetailsMissing');
    expect(fake.requests).toEqual([]);
    await testApp.connection.db
      .update(billingSettings)
      .set({
        sellerNameAr: 'مؤسسة شواهد للتقنية',
        sellerNameEn: 'Shawahid Technology Est.',
        vatNumber: '310122393500003',
        commercialRegistration: '1010123456',
        addressAr: 'الرياض',
        addressEn: 'Riyadh',
      })
      .where(eq(billingSettings.id, 1));
  });

  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  beforeEach(() => {
    fake.requests.length = 0;
  });

  const card = (number: string) => ({
    type: 'creditcard',
    name: 'Sara Ahmed',
    number,
    month: 12,
    year: 2030,
    cvc: '123',
  });

  it('creates with HTTP Basic, given_id and the absolute callback, then redirects to 3-D Secure', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: await bearer(testApp.app, teacher),
      payload: {
        plan_id: '0192f000-0000-7000-8000-000000000101',
        source: card('4111111111111111'),
      },
    });
    expect(response.statusCode).toBe(201);
    const { id, redirect_url: redirectUrl } = response.json().result;
    expect(redirectUrl).toBe(`https://fake.moyasar.test/3ds/${id}`);
    const created = fake.requests.find((request) => request.method === 'POST');
    expect(created?.body).toMatchObject({
      given_id: id,
      amount: 14900,
      currency: 'SAR',
      callback_url: 'https://shawahid.example.com/payment/callback',
      source: { type: 'creditcard', number: '4111111111111111' },
    });
  });

  it('activates only after fetching the payment by id, whatever the webhook body says', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const headers = await bearer(testApp.app, teacher);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers,
      payload: {
        plan_id: '0192f000-0000-7000-8000-000000000101',
        source: card('4111111111111111'),
      },
    });
    const { id } = created.json().result;

    const webhook = (token: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: {
          type: 'payment_paid',
          secret_token: token,
          data: { id, status: 'paid', amount: 14900 },
        },
      });
    expect((await webhook('wrong-token-of-the-same-size!!')).statusCode).toBe(401);
    // Moyasar still says initiated: the webhook's claim changes nothing.
    expect((await webhook(webhookSecret)).statusCode).toBe(200);
    const pending = await testApp.app.inject({
      method: 'GET',
      url: `/api/payments/${id}`,
      headers,
    });
    expect(pending.json().result.status).toBe('initiated');

    const remote = fake.payments.get(id);
    if (remote) remote.status = 'paid';
    expect((await webhook(webhookSecret)).statusCode).toBe(200);
    const paid = await testApp.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers });
    expect(paid.json().result).toMatchObject({
      status: 'paid',
      subscription_ends_at: expect.any(String),
    });
    expect(
      fake.requests.some(
        (request) => request.method === 'GET' && request.path === `/v1/payments/${id}`,
      ),
    ).toBe(true);
  });

  it('maps a refused card to its catalogue key', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: await bearer(testApp.app, teacher),
      payload: {
        plan_id: '0192f000-0000-7000-8000-000000000101',
        source: card('4201321234411220'),
      },
    });
    expect(response.json().result).toMatchObject({ status: 'failed' });
    expect(response.json().result.redirect_url).toContain('message=payment.failed.declined');
  });

  it('answers the existing payment when the same given_id is sent again', async () => {
    const provider = createMoyasarProvider({ secretKey, webhookSecret, apiUrl });
    const request = {
      givenId: '0b9c4a57-1c53-4c1e-9d64-5a8f3f1f0e11',
      amountHalalas: 14900,
      currency: 'SAR',
      description: 'Shawahid',
      callbackUrl: 'https://shawahid.example.com/payment/callback',
      source: {
        type: 'creditcard' as const,
        name: 'Sara',
        number: '4111111111111111',
        month: 12,
        year: 2030,
        cvc: '123',
      },
    };
    const first = await provider.createPayment(request);
    const second = await provider.createPayment(request);
    expect(second).toEqual(first);
    expect(fake.payments.size).toBeGreaterThan(0);
  });

  it('refuses a wrong secret key', async () => {
    const provider = createMoyasarProvider({ secretKey: 'sk_test_wrong', webhookSecret, apiUrl });
    await expect(provider.fetchPayment('anything')).rejects.toThrow('Moyasar answered 401');
  });
});
