import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';

import type { PaymentMethod, PaymentSource } from '../../../contract/payments.ts';

interface PaymentFormProps {
  busy: boolean;
  onPay: (source: PaymentSource) => void;
}

/**
 * Card, STC Pay or Apple Pay. The details go once to the server, which passes them to the
 * gateway; the next step (3-D Secure, OTP, wallet) is the gateway's own page.
 */
export function PaymentForm({ busy, onPay }: PaymentFormProps) {
  const { t } = useLingui();
  const [method, setMethod] = useState<PaymentMethod>('creditcard');
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [month, setMonth] = useState<number | string>('');
  const [year, setYear] = useState<number | string>('');
  const [cvc, setCvc] = useState('');
  const [mobile, setMobile] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (method === 'creditcard') {
      onPay({
        type: 'creditcard',
        name,
        number,
        month: Number(month),
        year: Number(year),
        cvc,
      });
    } else if (method === 'stcpay') {
      onPay({ type: 'stcpay', mobile });
    } else {
      onPay({ type: 'applepay' });
    }
  }

  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          <Trans>Payment method</Trans>
        </Title>
        <SegmentedControl
          value={method}
          onChange={(value) =>
            setMethod(
              value === 'stcpay' ? 'stcpay' : value === 'applepay' ? 'applepay' : 'creditcard',
            )
          }
          data={[
            { value: 'creditcard', label: t`Card` },
            { value: 'stcpay', label: 'STC Pay' },
            { value: 'applepay', label: 'Apple Pay' },
          ]}
        />
        {method === 'creditcard' && (
          <>
            <TextInput
              label={t`Name on card`}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              autoComplete="cc-name"
              required
            />
            <TextInput
              label={t`Card number`}
              value={number}
              onChange={(event) => setNumber(event.currentTarget.value)}
              autoComplete="cc-number"
              inputMode="numeric"
              dir="ltr"
              required
            />
            <Group grow align="flex-start">
              <NumberInput
                label={t`Expiry month`}
                value={month}
                onChange={setMonth}
                min={1}
                max={12}
                autoComplete="cc-exp-month"
                hideControls
                required
              />
              <NumberInput
                label={t`Expiry year`}
                value={year}
                onChange={setYear}
                min={2024}
                max={2100}
                autoComplete="cc-exp-year"
                hideControls
                required
              />
              <TextInput
                label={t`Security code (CVC)`}
                value={cvc}
                onChange={(event) => setCvc(event.currentTarget.value)}
                autoComplete="cc-csc"
                inputMode="numeric"
                dir="ltr"
                required
              />
            </Group>
          </>
        )}
        {method === 'stcpay' && (
          <TextInput
            label={t`Mobile number registered with STC Pay`}
            placeholder="05XXXXXXXX"
            value={mobile}
            onChange={(event) => setMobile(event.currentTarget.value)}
            inputMode="tel"
            dir="ltr"
            required
          />
        )}
        {method === 'applepay' && (
          <Text size="sm" c="dimmed">
            <Trans>You confirm the payment in your Apple Pay wallet on the next page.</Trans>
          </Text>
        )}
        <Button type="submit" loading={busy} size="md">
          <Trans>Pay now</Trans>
        </Button>
        <Text size="xs" c="dimmed">
          <Trans>
            Payments are processed securely by the payment gateway and are non-refundable.
          </Trans>
        </Text>
      </Stack>
    </Card>
  );
}
