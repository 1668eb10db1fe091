import { eq } from 'drizzle-orm';

import type { Database } from '../../../db/database.ts';
import { constantTimeEquals } from '../constant-time-equals.ts';
import type { PaymentProvider, ProviderPayment } from '../payment-provider.ts';
import { sandboxGatewayPayments } from '../../../db/tables/payments.ts';
import type { SandboxStepTokens } from './sandbox-step-tokens.ts';
import { decisionForSource } from './sandbox-test-behaviours.ts';

type SandboxRow = typeof sandboxGatewayPayments.$inferSelect;

/** Where the sandbox's hosted steps live, relative to the app's origin. */
export const sandboxBasePath = '/api/payments/sandbox';

/** The hosted step of an initiated payment, with the token only its payer is given. */
export function sandboxStepUrl(
  row: Pick<SandboxRow, 'id' | 'method'>,
  stepTokens: SandboxStepTokens,
): string {
  return `${sandboxBasePath}/${row.method}/${row.id}?token=${stepTokens.tokenFor(row.id)}`;
}

function providerPaymentOf(row: SandboxRow, stepTokens: SandboxStepTokens): ProviderPayment {
  return {
    id: row.id,
    status: row.status,
    amountHalalas: row.amountHalalas,
    currency: row.currency,
    method: row.method,
    failureKey: row.failureKey,
    transactionUrl: row.status === 'initiated' ? sandboxStepUrl(row, stepTokens) : null,
  };
}

/**
 * The built-in gateway, following Moyasar's flow: a created payment is `initiated` with a
 * hosted step (3-D Secure page, STC Pay OTP, Apple Pay sheet) that ends it as paid or failed.
 * Its records live in the database, so every server instance sees the same payments.
 */
export function createSandboxProvider(
  db: Database,
  webhookSecret: string,
  stepTokens: SandboxStepTokens,
): PaymentProvider {
  return {
    name: 'sandbox',

    async createPayment(request) {
      const decision = decisionForSource(request.source);
      const failedAtCreation = 'failedAtCreation' in decision ? decision.failedAtCreation : null;
      // The same given_id twice answers the first payment, as Moyasar does.
      await db
        .insert(sandboxGatewayPayments)
        .values({
          id: request.givenId,
          amountHalalas: request.amountHalalas,
          currency: request.currency,
          method: request.source.type,
          status: failedAtCreation ? 'failed' : 'initiated',
          plannedFailureKey: 'plannedFailureKey' in decision ? decision.plannedFailureKey : null,
          failureKey: failedAtCreation,
          callbackUrl: request.callbackUrl,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(sandboxGatewayPayments)
        .where(eq(sandboxGatewayPayments.id, request.givenId));
      if (!row) throw new Error('sandbox payment vanished');
      return providerPaymentOf(row, stepTokens);
    },

    async fetchPayment(id) {
      const [row] = await db
        .select()
        .from(sandboxGatewayPayments)
        .where(eq(sandboxGatewayPayments.id, id));
      return row && providerPaymentOf(row, stepTokens);
    },

    webhookTokenMatches: (token) => constantTimeEquals(token, webhookSecret),
  };
}

/**
 * Ends an initiated sandbox payment after its hosted step: paid unless the step or the test
 * card planned a failure. Answers the row as it now stands (a finished payment stays as it was);
 * a step sent for another method than the payment's finds nothing and changes nothing.
 */
export async function completeSandboxPayment(
  db: Database,
  id: string,
  method: SandboxRow['method'],
  stepFailureKey: string | null,
): Promise<SandboxRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.id, id))
      .for('update');
    if (!row || row.method !== method) return undefined;
    if (row.status !== 'initiated') return row;
    const failureKey = stepFailureKey ?? row.plannedFailureKey;
    const [updated] = await tx
      .update(sandboxGatewayPayments)
      .set({ status: failureKey ? 'failed' : 'paid', failureKey })
      .where(eq(sandboxGatewayPayments.id, id))
      .returning();
    return updated;
  });
}
