import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ChangeEvent } from 'react';

import { cardBrandOf } from '../../../contract/card-brand.ts';
import { cardNumberDigits } from '../../../contract/card-number.ts';
import { latinDigits } from '../../../contract/latin-digits.ts';
import type { MessageKey } from '../../../contract/message-keys.ts';
import type { PaymentMethod, PaymentSource } from '../../../contract/payments.ts';
import { toApiError } from '../../lib/api/to-api-error.ts';
import { reportFormFailure } from '../../lib/forms/report-form-failure.ts';
import { translateKey } from '../../lib/notify/notify.ts';

import { CardBrandMark } from './card-brand-mark.tsx';
import {
  cardDetailsProblems,
  cardFieldOf,
  cardFieldOfRefusal,
  cardSourceOf,
  cvcLength,
  emptyCardDetails,
  type CardDetails,
} from './card-details.ts';
import { retypeExpiry } from './card-expiry.ts';
import { retypeCardNumber } from './card-number-typing.ts';
import classes from './payment-form.module.css';
import type { TypedValue } from './typed-value.ts';
import { useCaretPlacement } from './use-caret-placement.ts';

interface PaymentFormProps {
  /** Sends the payment; a refusal it throws is shown on the form. */
  onPay: (source: PaymentSource) => Promise<void>;
}

interface PaymentValues extends CardDetails {
  method: PaymentMethod;
  mobile: string;
}

function stcPayMobileProblem(mobile: string): MessageKey | null {
  if (mobile === '') return 'validation.error.required';
  return /^05\d{8}$/.test(latinDigits(mobile)) ? null : 'validation.error.mustBePhone';
}

function validate(values: PaymentValues): Record<string, string> {
  const problems =
    values.method === 'creditcard'
      ? cardDetailsProblems(values, new Date())
      : values.method === 'stcpay'
        ? { mobile: stcPayMobileProblem(values.mobile) }
        : {};
  return Object.fromEntries(
    Object.entries(problems).flatMap(([field, key]) => (key ? [[field, translateKey(key)]] : [])),
  );
}

function sourceOf(values: PaymentValues): PaymentSource {
  if (values.method === 'creditcard') return cardSourceOf(values);
  if (values.method === 'stcpay') return { type: 'stcpay', mobile: latinDigits(values.mobile) };
  return { type: 'applepay' };
}

/**
 * Card, STC Pay or Apple Pay. The details go once to the server, which passes them to the
 * gateway; the next step (3-D Secure, OTP, wallet) is the gateway's own page. The card number is
 * grouped and its brand shown as it is typed; each field says under it what is wrong with it.
 */
export function PaymentForm({ onPay }: PaymentFormProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const form = useForm<PaymentValues>({
    mode: 'controlled',
    initialValues: { ...emptyCardDetails, method: 'creditcard', mobile: '' },
    validateInputOnBlur: true,
    validate,
  });
  const [numberRef, placeNumberCaret] = useCaretPlacement();
  const [expiryRef, placeExpiryCaret] = useCaretPlacement();
  const { method, number } = form.values;
  const reading = cardBrandOf(cardNumberDigits(number));
  const brand = reading === 'unsupported' || reading === 'undetermined' ? null : reading;
  // A brand we do not take is known from the first digits: say so at once, not on leaving.
  const numberError =
    reading === 'unsupported'
      ? translateKey('payment.failed.unsupportedCardBrand')
      : form.errors.number;

  /** A reformatting field's change: the new value, and the caret where the edit left it. */
  function retype(
    event: ChangeEvent<HTMLInputElement>,
    field: 'number' | 'expiry',
    reformat: (previous: string, typed: string, caret: number) => TypedValue,
    placeCaret: (position: number) => void,
  ) {
    const input = event.currentTarget;
    const next = reformat(
      form.values[field],
      input.value,
      input.selectionStart ?? input.value.length,
    );
    form.setFieldValue(field, next.value);
    placeCaret(next.caret);
  }

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await onPay(sourceOf(values));
    } catch (thrown) {
      const error = await toApiError(thrown);
      const field =
        values.method === 'creditcard' && error.fieldErrors.length === 0
          ? cardFieldOfRefusal(error.key)
          : undefined;
      if (field) form.setFieldError(field, translateKey(error.key, error.params));
      else {
        await reportFormFailure(error, (errors) =>
          form.setErrors(
            Object.fromEntries(
              Object.entries(errors).map(([name, message]) => [cardFieldOf(name), message]),
            ),
          ),
        );
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <Card withBorder p={{ base: 'md', xs: 'lg' }} component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz="h4">
          <Trans>Payment method</Trans>
        </Title>
        <SegmentedControl
          value={method}
          onChange={(value) => {
            form.setFieldValue(
              'method',
              value === 'stcpay' ? 'stcpay' : value === 'applepay' ? 'applepay' : 'creditcard',
            );
            form.clearErrors();
          }}
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
              autoComplete="cc-name"
              dir="auto"
              withAsterisk
              {...form.getInputProps('name')}
            />
            <TextInput
              {...form.getInputProps('number')}
              ref={numberRef}
              onChange={(event) => retype(event, 'number', retypeCardNumber, placeNumberCaret)}
              error={numberError}
              label={t`Card number`}
              placeholder="1234 5678 9012 3456"
              autoComplete="cc-number"
              inputMode="numeric"
              dir="ltr"
              withAsterisk
              classNames={{ wrapper: classes.leftToRight }}
              rightSection={brand && <CardBrandMark brand={brand} />}
              rightSectionWidth={52}
              rightSectionPointerEvents="none"
              data-testid="card-number"
            />
            <SimpleGrid cols={2} spacing="sm" data-testid="card-expiry-and-cvc">
              <TextInput
                {...form.getInputProps('expiry')}
                ref={expiryRef}
                onChange={(event) => retype(event, 'expiry', retypeExpiry, placeExpiryCaret)}
                label={t`Expiry date`}
                placeholder={t`MM / YY`}
                autoComplete="cc-exp"
                inputMode="numeric"
                dir="ltr"
                withAsterisk
                classNames={{ wrapper: classes.leftToRight, label: classes.oneLineLabel }}
              />
              <TextInput
                {...form.getInputProps('cvc')}
                onChange={(event) =>
                  form.setFieldValue(
                    'cvc',
                    latinDigits(event.currentTarget.value).replace(/\D/g, '').slice(0, cvcLength),
                  )
                }
                label={t`Security code`}
                placeholder={t`CVC`}
                autoComplete="cc-csc"
                inputMode="numeric"
                dir="ltr"
                withAsterisk
                classNames={{ wrapper: classes.leftToRight, label: classes.oneLineLabel }}
              />
            </SimpleGrid>
          </>
        )}
        {method === 'stcpay' && (
          <TextInput
            label={t`Mobile number registered with STC Pay`}
            placeholder="05XXXXXXXX"
            autoComplete="tel-national"
            inputMode="tel"
            dir="ltr"
            withAsterisk
            {...form.getInputProps('mobile')}
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
