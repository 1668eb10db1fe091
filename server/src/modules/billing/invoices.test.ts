import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiCaller, type ApiMethod } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { normalisedText, pdfText } from '../../testing/pdf-text.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { invoices } from '../../db/tables/invoices.ts';
import { sandboxGatewayPayments } from '../../db/tables/payments.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { trialSubscription } from '../subscriptions/trial-subscription.ts';
import { firstPreviousHash, invoiceHash } from './invoice-hash.ts';
import { renderInvoicePdfForPayment } from './render-invoice.ts';
import { decodeZatcaQr } from './zatca-qr.ts';

const personalPlanId = '0192f000-0000-7000-8000-000000000101';
const schoolOf25PlanId = '0192f000-0000-7000-8000-000000000125';
const card = {
  type: 'creditcard',
  name: 'Sara Ahmed',
  number: '4111111111111111',
  month: 12,
  year: 2030,
  cvc: '123',
};
const seller = {
  seller_name_ar: 'مؤسسة شواهد للتقنية',
  seller_name_en: 'Shawahid Technology Est.',
  vat_number: '310122393500003',
  commercial_registration: '1010123456',
  address_ar: 'طريق الملك فهد، الرياض 12211',
  address_en: 'King Fahd Road, Riyadh 12211',
};

describe.each(testDatabases())('tax invoices on $name', ({ name }) => {
  let first: TestApp;
  let second: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    first = await buildTestApp({ database: name });
    second = await buildTestApp({ database: name, sameDatabaseAs: first });
    admin = await makeUser(first.connection.db, { role: 'super_admin', organizationId: null });
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

  async function soloTeacher(schoolName?: string): Promise<TestUser> {
    const user = await makeUser(
      first.connection.db,
      schoolName === undefined ? {} : { schoolName },
    );
    await first.connection.db.insert(subscriptions).values(trialSubscription(user.id, new Date()));
    return user;
  }

  const call = (app: TestApp, user: TestUser, method: ApiMethod, url: string, payload?: object) =>
    apiCaller(() => app.app)(user, method, url, payload);

  /** A card payment the gateway has already marked paid, not yet settled on our side. */
  async function paidAtGateway(user: TestUser, extra: object = {}): Promise<string> {
    const created = await call(first, user, 'POST', '/api/payments', {
      plan_id: personalPlanId,
      source: card,
      ...extra,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().result as { id: string };
    await first.connection.db
      .update(sandboxGatewayPayments)
      .set({ status: 'paid' })
      .where(eq(sandboxGatewayPayments.id, id));
    return id;
  }

  async function webhookToken(): Promise<string> {
    const { createHmac } = await import('node:crypto');
    return createHmac('sha256', first.config.jwtSecret)
      .update('sandbox payment webhook')
      .digest('hex');
  }

  it('issues one invoice when the webhook and the callback race, on two instances', async () => {
    const teacher = await soloTeacher();
    const id = await paidAtGateway(teacher);
    const token = await webhookToken();
    const webhook = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: { type: 'payment_paid', secret_token: token, data: { id, status: 'paid' } },
      });
    const verify = (app: TestApp) => call(app, teacher, 'GET', `/api/payments/${id}`);
    const results = await Promise.all([
      webhook(first),
      verify(second),
      webhook(second),
      verify(first),
      webhook(first),
      verify(second),
    ]);
    for (const result of results) expect(result.statusCode).toBe(200);
    const issued = await first.connection.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentId, id));
    expect(issued).toHaveLength(1);
    const answer = (await verify(first)).json().result;
    expect(answer).toMatchObject({
      status: 'paid',
      amount_halalas: 14_900,
      vat_halalas: 1_943,
      invoice_id: issued[0]?.id,
      invoice_number: issued[0]?.number,
    });
  });

  it('numbers invoices without gaps and chains their hashes across two instances', async () => {
    const teachers = await Promise.all(Array.from({ length: 6 }, () => soloTeacher()));
    const ids = await Promise.all(teachers.map((teacher) => paidAtGateway(teacher)));
    await Promise.all(
      ids.map((id, index) => {
        const app = index % 2 === 0 ? first : second;
        return call(app, teachers[index] as TestUser, 'GET', `/api/payments/${id}`);
      }),
    );
    const chain = await first.connection.db
      .select()
      .from(invoices)
      .where(eq(invoices.sellerVatNumber, '300000000000003'))
      .orderBy(asc(invoices.number));
    expect(chain.map((invoice) => invoice.number)).toEqual(chain.map((_, index) => index + 1));
    expect(chain.length).toBeGreaterThanOrEqual(6);
    let previous = firstPreviousHash;
    for (const invoice of chain) {
      expect(invoice.previousHash).toBe(previous);
      expect(invoiceHash({ ...invoice, issuedAt: invoice.issuedAt.toISOString() })).toBe(
        invoice.hash,
      );
      previous = invoice.hash;
    }
  });

  it('prints the seller the super admin set, with a QR code a scanner reads back', async () => {
    const saved = await call(first, admin, 'PUT', '/api/admin/billing', {
      seller,
      bank: null,
      prices_include_vat: true,
    });
    expect(saved.statusCode).toBe(200);
    const teacher = await soloTeacher();
    const id = await paidAtGateway(teacher, { buyer_vat_number: '300000000000003' });
    await call(first, teacher, 'GET', `/api/payments/${id}`);
    const [invoice] = await first.connection.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentId, id));
    expect(invoice).toMatchObject({
      number: 1,
      kind: 'standard',
      sellerVatNumber: '310122393500003',
      beforeVatHalalas: 12_957,
      vatHalalas: 1_943,
      totalHalalas: 14_900,
    });
    const fields = decodeZatcaQr(invoice?.qr ?? '');
    expect(fields.get(1)).toBe('مؤسسة شواهد للتقنية');
    expect(fields.get(2)).toBe('310122393500003');
    expect(fields.get(3)).toBe(invoice?.issuedAt.toISOString().replace('.000Z', 'Z'));
    expect(fields.get(4)).toBe('149.00');
    expect(fields.get(5)).toBe('19.43');

    const pdf = await call(first, teacher, 'GET', `/api/invoices/${invoice?.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = normalisedText(pdfText(pdf.rawPayload));
    expect(text).toContain('INV-000001');
    expect(text).toContain('310122393500003');
    expect(text).toContain('19.43');
    expect(text).toContain('Tax Invoice');

    // The notifications' receipt email attaches the same file.
    const attachment = await renderInvoicePdfForPayment(first.app, id);
    expect(attachment?.fileName).toBe('INV-000001.pdf');

    const stranger = await soloTeacher();
    expect(
      (await call(first, stranger, 'GET', `/api/invoices/${invoice?.id}/pdf`)).statusCode,
    ).toBe(404);
  });

  it('keeps the sandbox’s invoices out of the seller’s real numbering and chain', async () => {
    // The seller is set (test above) and the gateway is the sandbox: card payments make test
    // invoices. A bank transfer is real money, so its invoice opens the real chain at 1.
    const withBank = await call(first, admin, 'PUT', '/api/admin/billing', {
      seller,
      bank: {
        bank_name: 'Al Rajhi Bank',
        account_holder: 'Shawahid Technology Est.',
        iban: 'SA0380000000608010167519',
      },
      prices_include_vat: true,
    });
    expect(withBank.statusCode).toBe(200);
    const sandboxPayment = await paidAtGateway(await soloTeacher());
    const school = await makeOrganization(first.connection.db);
    const leader = await makeUser(first.connection.db, {
      role: 'org_admin',
      organizationId: school.id,
    });
    const requested = await call(first, leader, 'POST', '/api/payments/transfers', {
      plan_id: schoolOf25PlanId,
    });
    expect(requested.statusCode).toBe(201);
    const transfer = requested.json().result as { id: string; amount_halalas: number };
    const confirmed = await call(
      first,
      admin,
      'POST',
      `/api/admin/transfers/${transfer.id}/confirm`,
      {
        amount_halalas: transfer.amount_halalas,
        received_on: '2026-11-20',
        bank_reference: 'FT-REAL-1',
      },
    );
    expect(confirmed.statusCode).toBe(200);
    await first.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: {
        type: 'payment_paid',
        secret_token: await webhookToken(),
        data: { id: sandboxPayment, status: 'paid' },
      },
    });

    const bySeller = await first.connection.db
      .select()
      .from(invoices)
      .where(eq(invoices.sellerVatNumber, seller.vat_number))
      .orderBy(asc(invoices.number));
    const real = bySeller.filter((invoice) => !invoice.isTest);
    const test = bySeller.filter((invoice) => invoice.isTest);
    expect(real.map((invoice) => invoice.number)).toEqual([1]);
    expect(real[0]?.previousHash).toBe(firstPreviousHash);
    expect(test.map((invoice) => invoice.number)).toEqual([1, 2]);
    expect(test[1]?.previousHash).toBe(test[0]?.hash);
  });

  it('refuses a VAT number or an IBAN with a mistyped digit', async () => {
    const response = await call(first, admin, 'PUT', '/api/admin/billing', {
      seller: { ...seller, vat_number: '310122393500004' },
      bank: { bank_name: 'Al Rajhi', account_holder: 'Shawahid', iban: 'SA0380000000608010167518' },
      prices_include_vat: true,
    });
    expect(response.statusCode).toBe(400);
    const keys = (response.json().errors as { key: string }[]).map((error) => error.key);
    expect(keys).toEqual(
      expect.arrayContaining(['billing.failed.vatNumberInvalid', 'billing.failed.ibanInvalid']),
    );
  });

  it('keeps billing settings and invoice lists from anyone but the super admin', async () => {
    const teacher = await soloTeacher();
    expect((await call(first, teacher, 'GET', '/api/admin/billing')).statusCode).toBe(403);
    expect(
      (await call(first, teacher, 'GET', '/api/admin/invoices?from=2020-01-01&to=2099-01-01'))
        .statusCode,
    ).toBe(403);
  });

  it('lists and exports the period’s invoices for the accountant', async () => {
    const list = await call(
      first,
      admin,
      'GET',
      '/api/admin/invoices?from=2020-01-01&to=2099-12-31',
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().result.length).toBeGreaterThanOrEqual(8);
    const empty = await call(
      first,
      admin,
      'GET',
      '/api/admin/invoices?from=2020-01-01&to=2020-01-02',
    );
    expect(empty.json().result).toEqual([]);
    const workbook = await call(
      first,
      admin,
      'GET',
      '/api/admin/invoices/export?from=2020-01-01&to=2099-12-31',
    );
    expect(workbook.statusCode).toBe(200);
    expect(workbook.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  // A solo teacher's invoice names her school as she typed it.
  it('writes a buyer’s name that starts like a formula as text in the export (OWASP)', async () => {
    const formula = '=HYPERLINK("https://attacker.example","Open")';
    const teacher = await soloTeacher(formula);
    const id = await paidAtGateway(teacher);
    const settled = await first.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: {
        type: 'payment_paid',
        secret_token: await webhookToken(),
        data: { id, status: 'paid' },
      },
    });
    expect(settled.statusCode).toBe(200);
    const exported = await call(
      first,
      admin,
      'GET',
      '/api/admin/invoices/export?from=2020-01-01&to=2099-12-31',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(exported.rawPayload).buffer);
    const values: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => values.push(cell.value)));
    expect(values).toContain(`'${formula}`);
    expect(values).not.toContain(formula);
  });
});
