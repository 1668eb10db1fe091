import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { normalisedText, pdfText } from '../../testing/pdf-text.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { billingSettings } from '../../db/tables/billing.ts';
import { invoices } from '../../db/tables/invoices.ts';
import { payments } from '../../db/tables/payments.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';

const schoolOf25PlanId = '0192f000-0000-7000-8000-000000000125';
const personalPlanId = '0192f000-0000-7000-8000-000000000101';

describe.each(testDatabases())('bank transfers on $name', ({ name }) => {
  let testApp: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    admin = await makeUser(testApp.connection.db, { role: 'super_admin', organizationId: null });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app);

  async function principal(): Promise<TestUser> {
    const school = await makeOrganization(testApp.connection.db);
    return makeUser(testApp.connection.db, { role: 'org_admin', organizationId: school.id });
  }

  async function requestTransfer(user: TestUser, planId = schoolOf25PlanId) {
    return call(user, 'POST', '/api/payments/transfers', { plan_id: planId });
  }

  it('is closed until the super admin sets the bank account', async () => {
    const response = await requestTransfer(await principal());
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('billing.failed.bankDetailsMissing');
  });

  it('gives the bank, the amount and a reference, and keeps the subscription pending', async () => {
    const saved = await call(admin, 'PUT', '/api/admin/billing', {
      seller: {
        seller_name_ar: 'مؤسسة شواهد للتقنية',
        seller_name_en: 'Shawahid Technology Est.',
        vat_number: '310122393500003',
        commercial_registration: '1010123456',
        address_ar: 'الرياض',
        address_en: 'Riyadh',
      },
      bank: {
        bank_name: 'Al Rajhi Bank',
        account_holder: 'Shawahid Technology Est.',
        iban: 'sa03 8000 0000 6080 1016 7519',
      },
      prices_include_vat: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.bank.iban).toBe('SA0380000000608010167519');

    const leader = await principal();
    const response = await requestTransfer(leader);
    expect(response.statusCode).toBe(201);
    const details = response.json().result;
    expect(details).toMatchObject({
      iban: 'SA0380000000608010167519',
      bank_name: 'Al Rajhi Bank',
    });
    expect(details.reference).toMatch(/^SHW-[A-Z2-9]{8}$/);
    expect(details.state).toBe('pending');
    const active = await testApp.connection.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, leader.organizationId ?? ''));
    expect(active).toEqual([]);

    const proforma = await call(leader, 'GET', `/api/payments/transfers/${details.id}/pdf`);
    expect(proforma.statusCode).toBe(200);
    const text = normalisedText(pdfText(proforma.rawPayload));
    expect(text).toContain('Not a tax invoice');
    expect(text).toContain(details.reference);
    expect(text).toContain('SA0380000000608010167519');
  });

  it('is for school plans, bought by their principal', async () => {
    const leader = await principal();
    expect((await requestTransfer(leader, personalPlanId)).json().error).toBe(
      'billing.failed.transferSchoolPlansOnly',
    );
    const school = await makeOrganization(testApp.connection.db);
    const teacher = await makeUser(testApp.connection.db, { organizationId: school.id });
    expect((await requestTransfer(teacher)).statusCode).toBe(403);
  });

  it('is confirmed only by the super admin, for the amount asked, once', async () => {
    const leader = await principal();
    const { id, amount_halalas: amount } = (await requestTransfer(leader)).json().result;
    const confirmation = {
      amount_halalas: amount,
      received_on: '2026-11-20',
      bank_reference: 'FT123',
    };

    expect(
      (await call(leader, 'POST', `/api/admin/transfers/${id}/confirm`, confirmation)).statusCode,
    ).toBe(403);
    const wrongAmount = await call(admin, 'POST', `/api/admin/transfers/${id}/confirm`, {
      ...confirmation,
      amount_halalas: amount - 100,
    });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().error).toBe('billing.failed.amountMismatch');
    const [stillPending] = await testApp.connection.db
      .select()
      .from(payments)
      .where(eq(payments.id, id));
    expect(stillPending?.status).toBe('initiated');

    const pending = await call(admin, 'GET', '/api/admin/transfers');
    expect(pending.json().result.map((row: { id: string }) => row.id)).toContain(id);

    const confirmed = await call(admin, 'POST', `/api/admin/transfers/${id}/confirm`, confirmation);
    expect(confirmed.statusCode).toBe(200);
    const [period] = await testApp.connection.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.organizationId, leader.organizationId ?? ''),
          eq(subscriptions.paymentId, id),
        ),
      );
    expect(period?.status).toBe('active');
    const seen = await call(leader, 'GET', `/api/payments/transfers/${id}`);
    expect(seen.json().result).toMatchObject({ state: 'confirmed', rejection_reason: null });
    const issued = await testApp.connection.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentId, id));
    expect(issued).toHaveLength(1);
    // Money that reached the seller's bank: a real tax invoice, though no card gateway is set.
    expect(issued[0]).toMatchObject({
      paymentMethod: 'banktransfer',
      totalHalalas: amount,
      isTest: false,
    });

    const again = await call(admin, 'POST', `/api/admin/transfers/${id}/confirm`, confirmation);
    expect(again.statusCode).toBe(409);
    expect(
      (await testApp.connection.db.select().from(invoices).where(eq(invoices.paymentId, id)))
        .length,
    ).toBe(1);
  });

  it('is rejected only by the super admin, with a reason, and activates nothing', async () => {
    const leader = await principal();
    const { id } = (await requestTransfer(leader)).json().result;
    const reason = { reason: 'No transfer with this reference arrived.' };
    expect(
      (await call(leader, 'POST', `/api/admin/transfers/${id}/reject`, reason)).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'POST', `/api/admin/transfers/${id}/reject`, reason)).statusCode,
    ).toBe(200);
    const [payment] = await testApp.connection.db
      .select()
      .from(payments)
      .where(eq(payments.id, id));
    expect(payment).toMatchObject({
      status: 'failed',
      failureKey: 'billing.failed.transferRejected',
      rejectionReason: reason.reason,
    });
    expect(
      await testApp.connection.db.select().from(invoices).where(eq(invoices.paymentId, id)),
    ).toEqual([]);
    const seen = await call(leader, 'GET', `/api/payments/transfers/${id}`);
    expect(seen.json().result).toMatchObject({
      state: 'rejected',
      rejection_reason: reason.reason,
    });
    const late = await call(admin, 'POST', `/api/admin/transfers/${id}/confirm`, {
      amount_halalas: payment?.amountHalalas,
      received_on: '2026-11-20',
      bank_reference: 'FT9',
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('a transfer whose seller details vanished before it was confirmed', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // Real money (Moyasar configured): no test seller stands in for a missing one.
    testApp = await buildTestApp({ env: { MOYASAR_SECRET_KEY: 'sk_test_transfers' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app);

  const seller = {
    sellerNameAr: 'مؤسسة شواهد للتقنية',
    sellerNameEn: 'Shawahid Technology Est.',
    vatNumber: '310122393500003',
    commercialRegistration: '1010123456',
    addressAr: 'الرياض',
    addressEn: 'Riyadh',
  };

  it('is refused with a reason the super admin can act on, and confirmed once they are back', async () => {
    const { db } = testApp.connection;
    const admin = await makeUser(db, { role: 'super_admin', organizationId: null });
    const school = await makeOrganization(db);
    const leader = await makeUser(db, { role: 'org_admin', organizationId: school.id });
    await db
      .update(billingSettings)
      .set({
        ...seller,
        bankName: 'Al Rajhi Bank',
        accountHolder: 'Shawahid Technology Est.',
        iban: 'SA0380000000608010167519',
      })
      .where(eq(billingSettings.id, 1));
    const requested = await call(leader, 'POST', '/api/payments/transfers', {
      plan_id: schoolOf25PlanId,
    });
    expect(requested.statusCode).toBe(201);
    const { id, amount_halalas: amount } = requested.json().result;

    await db
      .update(billingSettings)
      .set({ sellerNameAr: null, vatNumber: null })
      .where(eq(billingSettings.id, 1));
    const confirmation = {
      amount_halalas: amount,
      received_on: '2026-11-20',
      bank_reference: 'FT7',
    };
    const refused = await call(admin, 'POST', `/api/admin/transfers/${id}/confirm`, confirmation);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('billing.failed.confirmNeedsSellerDetails');
    const [pending] = await db.select().from(payments).where(eq(payments.id, id));
    expect(pending?.status).toBe('initiated');
    expect(await db.select().from(subscriptions).where(eq(subscriptions.paymentId, id))).toEqual(
      [],
    );

    await db.update(billingSettings).set(seller).where(eq(billingSettings.id, 1));
    const confirmed = await call(admin, 'POST', `/api/admin/transfers/${id}/confirm`, confirmation);
    expect(confirmed.statusCode).toBe(200);
    const issued = await db.select().from(invoices).where(eq(invoices.paymentId, id));
    expect(issued).toMatchObject([{ sellerVatNumber: seller.vatNumber, isTest: false }]);
  });
});
