import { Trans } from '@lingui/react/macro';
import { Alert, Button, Container, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import type { PaymentSource } from '../../../contract/payments.ts';
import { openSubscriptionDialog } from '../../entities/subscription-gate/subscription-gate-store.ts';
import { usePlans } from '../../entities/subscription/plans-cache.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { BuyerVatNumberField, buyerVatNumberProblem } from './buyer-vat-number-field.tsx';
import { TransferOffer } from './transfer-offer.tsx';
import { useBillingTerms } from '../../entities/billing/use-billing-terms.ts';
import { hostedStepUrl } from './hosted-step-url.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentForm } from './payment-form.tsx';
import { createPayment } from './payments-api.ts';

/** Payment (docs/states-and-transitions.md, "Payments"): the order summary and the payment form for `?planId=`. */
export default function PaymentPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const plans = usePlans();
  const planId = searchParams.get('planId');
  const plan = plans?.find((candidate) => candidate.id === planId && !candidate.isComingSoon);
  const terms = useBillingTerms();
  const [buyerVatNumber, setBuyerVatNumber] = useState('');

  const pay = useCallback(
    async (source: PaymentSource) => {
      if (!plan || buyerVatNumberProblem(buyerVatNumber)) return;
      const created = await createPayment({
        planId: plan.id,
        source,
        ...(buyerVatNumber.trim() && { buyerVatNumber }),
      });
      if (created.redirectUrl.startsWith('/payment/callback')) {
        void navigate(created.redirectUrl);
        return;
      }
      window.location.assign(hostedStepUrl(created.redirectUrl, locale));
    },
    [plan, navigate, locale, buyerVatNumber],
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Payment</Trans>
        </Title>
        {plans === null ? (
          <Loader />
        ) : !plan ? (
          <Alert color="yellow" title={<Trans>Choose a plan first</Trans>}>
            <Stack gap="sm" align="flex-start">
              <Trans>This plan is not available. Choose one of the plans on offer.</Trans>
              <Button onClick={() => openSubscriptionDialog('chooser')}>
                <Trans>Choose a plan</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="lg">
              <OrderSummary plan={plan} />
              {plan.category === 'organization' && (
                <BuyerVatNumberField value={buyerVatNumber} onChange={setBuyerVatNumber} />
              )}
              {plan.category === 'organization' && terms.transfersOpen && (
                <TransferOffer planId={plan.id} buyerVatNumber={buyerVatNumber} />
              )}
            </Stack>
            <PaymentForm onPay={pay} />
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
