import { eq } from 'drizzle-orm';
import { z } from 'zod';

import { gatewayMethods, type GatewayMethod } from '../../../../../contract/payments.ts';
import { ApiError } from '../../../http/api-error.ts';
import type { ApiModule } from '../../../http/api-module.ts';
import { callbackUrlFor } from '../payment-service.ts';
import { sandboxGatewayPayments } from '../../../db/tables/payments.ts';
import { sandboxStepPage } from './sandbox-pages.ts';
import { completeSandboxPayment, sandboxBasePath, sandboxStepUrl } from './sandbox-provider.ts';
import type { SandboxStepTokens } from './sandbox-step-tokens.ts';
import { sandboxApplePayOutcomes, stcPayOtpOutcome } from './sandbox-test-behaviours.ts';
import { intlLocale } from '../../../../../contract/intl-locale.ts';

const zLang = z.enum(['en', 'ar']).optional();
const zStepQuery = z.object({ lang: zLang, token: z.string().max(100).optional() });
const zStepParams = z.object({
  method: z.enum(gatewayMethods),
  id: z.uuid({ error: 'validation.error.invalidRequestFormat' }),
});
const zStepBody = z.object({
  decision: z.enum(['authenticate', 'fail', 'otp', 'approve', 'decline', 'invalidCard']),
  otp: z.string().max(12).optional(),
});
type StepDecision = z.infer<typeof zStepBody>;

/** The choices each method's hosted step offers: STC Pay ends only with an OTP. */
const decisionsOf: Record<GatewayMethod, readonly StepDecision['decision'][]> = {
  creditcard: ['authenticate', 'fail'],
  stcpay: ['otp'],
  applepay: ['approve', 'decline', 'invalidCard'],
};

function isDecisionOf(method: GatewayMethod, body: StepDecision): boolean {
  if (!decisionsOf[method].includes(body.decision)) return false;
  return body.decision !== 'otp' || (body.otp ?? '').trim() !== '';
}

function stepFailureKey(body: StepDecision): string | null {
  switch (body.decision) {
    case 'authenticate':
    case 'approve':
      return null;
    case 'fail':
      return 'payment.failed.threeDSecureFailed';
    case 'otp':
      return stcPayOtpOutcome(body.otp ?? '');
    case 'decline':
      return sandboxApplePayOutcomes.decline;
    case 'invalidCard':
      return sandboxApplePayOutcomes.invalidCard;
  }
}

function amountText(halalas: number, lang: 'en' | 'ar'): string {
  // The app's tag: Latin digits in Arabic, as on every other screen the payer sees.
  return new Intl.NumberFormat(intlLocale(lang), {
    style: 'currency',
    currency: 'SAR',
    maximumFractionDigits: 2,
  }).format(halalas / 100);
}

/**
 * The sandbox gateway's own pages, as Moyasar hosts its 3-D Secure, STC Pay and Apple Pay
 * steps. Finishing a step notifies the app (as the gateway's webhook would) and sends the
 * browser to the callback URL with `id`, `status` and `message`.
 */
export function sandboxGatewayRoutes(
  stepTokens: SandboxStepTokens,
  notify: (paymentId: string) => Promise<void>,
): ApiModule {
  return async (app) => {
    // The hosted pages post plain HTML forms; only this plugin accepts them.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      `${sandboxBasePath.replace(/^\/api/, '')}/:method/:id`,
      { schema: { params: zStepParams, querystring: zStepQuery } },
      async (request, reply) => {
        const { id, method } = request.params;
        if (!stepTokens.matches(id, request.query.token)) {
          throw new ApiError(404, 'common.error.notFound');
        }
        const [row] = await app.db
          .select()
          .from(sandboxGatewayPayments)
          .where(eq(sandboxGatewayPayments.id, id));
        if (!row || row.method !== method) {
          throw new ApiError(404, 'common.error.notFound');
        }
        if (row.status !== 'initiated') {
          return reply.redirect(callbackUrlFor({ ...row }), 303);
        }
        const lang = request.query.lang ?? 'en';
        const action = `${sandboxStepUrl(row, stepTokens)}&lang=${lang}`;
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            sandboxStepPage({
              method: row.method,
              locale: lang,
              amountText: amountText(row.amountHalalas, lang),
              action,
            }),
          );
      },
    );

    app.post(
      `${sandboxBasePath.replace(/^\/api/, '')}/:method/:id`,
      { schema: { params: zStepParams, querystring: zStepQuery, body: zStepBody } },
      async (request, reply) => {
        const { id, method } = request.params;
        if (!stepTokens.matches(id, request.query.token)) {
          throw new ApiError(404, 'common.error.notFound');
        }
        if (!isDecisionOf(method, request.body)) {
          throw new ApiError(400, 'payment.failed.invalidRequest');
        }
        const row = await completeSandboxPayment(app.db, id, method, stepFailureKey(request.body));
        if (!row) throw new ApiError(404, 'common.error.notFound');
        await notify(row.id);
        return reply.redirect(callbackUrlFor(row), 303);
      },
    );
  };
}
