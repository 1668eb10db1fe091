import { Plural, Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

import { retentionDaysAfterExpiry, trialDays } from '../../../contract/constants.ts';

import { LegalDocument } from './legal-document.tsx';
import type { LegalSection } from './legal-section.ts';

const lastUpdated = '2026-11-22';

export default function RefundPolicyPage() {
  const sections: LegalSection[] = [
    {
      id: 'free-trial',
      title: <Trans>Try before you pay</Trans>,
      content: (
        <p>
          <Trans>
            Every new account includes a free trial of{' '}
            <Plural value={trialDays} one="# day" other="# days" /> with access to all features and
            no payment details required. Use it to make sure Shawahid suits you and, for schools, to
            choose the plan that fits your number of teachers.
          </Trans>
        </p>
      ),
    },
    {
      id: 'non-refundable',
      title: <Trans>Payments are non-refundable</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Once a payment has been completed, it is non-refundable, in whole or in part. This
              applies to individual and school plans, including when the service is used for only
              part of the period, when the number of teachers in a school falls, and when the
              service is not used at all.
            </Trans>
          </p>
          <p>
            <Trans>
              Before you pay, you confirm three points: that you accept the terms of service, that
              you accept this refund policy, and that you understand no refund is given after
              payment. A plan cannot be purchased without these confirmations.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'cancelling',
      title: <Trans>Cancelling renewal</Trans>,
      content: (
        <>
          <p>
            <Trans>
              You can cancel the renewal of your subscription at any time from your profile. You
              will not be charged for a further period.
            </Trans>
          </p>
          <p>
            <Trans>
              After cancelling, you keep full access until the end of the period you have already
              paid for. The remaining time is not refunded, and the subscription expires at the end
              of that period.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'changing-plan',
      title: <Trans>Changing plan</Trans>,
      content: (
        <p>
          <Trans>
            If you move to a different plan, for example to a school plan for more teachers, the new
            plan is paid at its listed price. Amounts already paid for the previous plan are not
            refunded or turned into credit, unless the app clearly states otherwise at the time of
            the change.
          </Trans>
        </p>
      ),
    },
    {
      id: 'payment-errors',
      title: <Trans>Failed, duplicate or mistaken charges</Trans>,
      content: (
        <>
          <p>
            <Trans>
              If a payment fails, no subscription is activated and you are not charged. Any
              temporary hold placed on your card is released by your bank according to its own
              timelines.
            </Trans>
          </p>
          <p>
            <Trans>
              If you were charged twice for the same subscription, or charged without your
              subscription being activated, contact us within 30 days of the charge. Once the
              payment provider confirms the error, we return the extra amount to the original
              payment method. Correcting such an error is not a refund of a valid payment.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'expiry',
      title: <Trans>Expiry and your data</Trans>,
      content: (
        <p>
          <Trans>
            If you do not renew, your subscription expires at the end of its period. We keep your
            data for <Plural value={retentionDaysAfterExpiry} one="# day" other="# days" /> after
            expiry; renew within that time to continue where you left off. After that period your
            data may be permanently deleted. If you do not intend to renew, print or save your
            portfolio before your subscription expires.
          </Trans>
        </p>
      ),
    },
    {
      id: 'suspension',
      title: <Trans>Suspension for breach</Trans>,
      content: (
        <p>
          <Trans>
            If an account is suspended or closed because it breached the{' '}
            <Anchor component={Link} to="/terms-of-service" inherit>
              terms of service
            </Anchor>
            , no refund is given for the remaining part of the subscription period.
          </Trans>
        </p>
      ),
    },
    {
      id: 'law',
      title: <Trans>Your statutory rights and governing law</Trans>,
      content: (
        <p>
          <Trans>
            This policy is governed by the laws of the Kingdom of Saudi Arabia. Nothing in it
            affects any right you have under those laws that cannot be waived by agreement.
          </Trans>
        </p>
      ),
    },
    {
      id: 'contact',
      title: <Trans>Contact us</Trans>,
      content: (
        <p>
          <Trans>
            For any question about payments or this policy, contact us through the support chat in
            the app: choose “Contact us” in the menu. Include the email address of your account, the
            date and amount of the payment and, if possible, its reference from your payment
            history, so that we can help you quickly.
          </Trans>
        </p>
      ),
    },
  ];

  return (
    <LegalDocument
      title={<Trans>Refund policy</Trans>}
      lastUpdated={lastUpdated}
      intro={
        <p>
          <Trans>
            This refund policy explains how payments, renewals, cancellations and refunds work for
            Shawahid subscriptions. It forms part of our{' '}
            <Anchor component={Link} to="/terms-of-service" inherit>
              terms of service
            </Anchor>
            . Please read it before you pay.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
