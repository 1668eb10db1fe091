import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';

import type { PaymentResult } from '../../../contract/payments.ts';
import { openSubscriptionDialog } from '../../entities/subscription-gate/subscription-gate-store.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { translateKey } from '../../lib/notify/notify.ts';
import { homePathFor } from '../../lib/session/home-path.ts';
import { loadProfile } from '../../lib/session/load-profile.ts';
import { useSession } from '../../lib/session/session-store.ts';

import { InvoiceDownloadButton } from '../../entities/billing/invoice-download-button.tsx';
import { PaidAmount } from './paid-amount.tsx';
import { verifyPayment } from './payments-api.ts';

const invalidRequest = 'payment.failed.invalidRequest';
const pendingRetries = 5;
const retryDelayMs = 1500;

type Outcome =
  { kind: 'checking' } | { kind: 'done'; result: PaymentResult } | { kind: 'error'; key: string };

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

/** Asks again a few times while the gateway still reports the payment as initiated. */
async function settledPayment(id: string, signal: AbortSignal): Promise<PaymentResult> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await verifyPayment(id, signal);
    if (result.status !== 'initiated' || attempt >= pendingRetries) {
      await loadProfile().catch(() => undefined);
      return result;
    }
    await pause(retryDelayMs, signal);
  }
}

/**
 * The gateway's return address. What it shows comes from the server, which fetched the payment
 * from the gateway; the query string only names the payment. The profile is reloaded so the
 * navbar's status follows.
 */
export default function PaymentCallbackPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const answer = useServerData(`payment:${id ?? ''}`, (signal) =>
    id ? settledPayment(id, signal) : Promise.reject(new ApiError(invalidRequest, 400)),
  );
  const outcome: Outcome =
    answer.status === 'loading'
      ? { kind: 'checking' }
      : answer.status === 'loaded'
        ? { kind: 'done', result: answer.data }
        : { kind: 'error', key: answer.error.key };

  const paid = outcome.kind === 'done' && outcome.result.status === 'paid';
  const failureText =
    outcome.kind === 'error'
      ? translateKey(outcome.key)
      : outcome.kind === 'done' && outcome.result.status === 'failed'
        ? translateKey(outcome.result.failureKey ?? 'payment.failed.general')
        : outcome.kind === 'done' && outcome.result.status === 'initiated'
          ? t`The payment is still being processed. Check your payment history in a few minutes.`
          : null;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={520} w="100%">
        {outcome.kind === 'checking' ? (
          <Stack align="center" gap="md">
            <Loader />
            <Text>
              <Trans>Confirming your payment with the gateway…</Trans>
            </Text>
          </Stack>
        ) : (
          <Stack gap="md" role={paid ? 'status' : 'alert'}>
            <Group gap="sm">
              <ThemeIcon color={paid ? 'green' : 'red'} radius="xl" size="lg" aria-hidden>
                {paid ? '✓' : '!'}
              </ThemeIcon>
              <Title order={1} fz="h3">
                {paid ? <Trans>Payment successful</Trans> : <Trans>Payment not completed</Trans>}
              </Title>
            </Group>
            {paid && outcome.kind === 'done' && <PaidAmount result={outcome.result} />}
            {paid && outcome.kind === 'done' ? (
              <Text>
                {outcome.result.subscriptionEndsAt ? (
                  <Trans>
                    Your subscription is active until{' '}
                    {formatLongDate(outcome.result.subscriptionEndsAt, locale)}.
                  </Trans>
                ) : (
                  <Trans>Your subscription is active.</Trans>
                )}
              </Text>
            ) : (
              <Text data-testid="payment-failure">{failureText}</Text>
            )}
            <Group gap="sm">
              {/* Home for a signed-in user is their dashboard, not the marketing page. */}
              <Button component={Link} to={homePathFor(session?.user.role ?? 'agent')}>
                <Trans>Back to home</Trans>
              </Button>
              {paid && outcome.kind === 'done' && outcome.result.invoiceId && (
                <InvoiceDownloadButton
                  invoiceId={outcome.result.invoiceId}
                  invoiceNumber={outcome.result.invoiceNumber ?? 0}
                />
              )}
              {!paid && outcome.kind === 'done' && (
                <Button
                  variant="default"
                  component={Link}
                  to={`/payment?planId=${encodeURIComponent(outcome.result.planId)}`}
                >
                  <Trans>Try again</Trans>
                </Button>
              )}
              {!paid && outcome.kind === 'error' && (
                <Button
                  variant="default"
                  component={Link}
                  to={homePathFor(session?.user.role ?? 'agent')}
                  onClick={() => openSubscriptionDialog('chooser')}
                >
                  <Trans>Try again</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
