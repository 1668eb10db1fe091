import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import type { Plan } from '../../../contract/subscriptions.ts';
import { planDescription, planName } from '../../entities/subscription/plan-text.ts';
import { formatHalalas } from '../../lib/format/format-money.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { VatNote } from '../../entities/billing/vat-lines.tsx';

import type { AgreementKey } from './plan-agreements.ts';

interface PlanCardProps {
  plan: Plan;
  ticked: ReadonlySet<AgreementKey>;
  canSelect: boolean;
  onToggle: (key: AgreementKey, checked: boolean) => void;
  onSelect: () => void;
}

/** One plan: price against the list price, its agreements and the Select button. */
export function PlanCard({ plan, ticked, canSelect, onToggle, onSelect }: PlanCardProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const name = planName(plan, locale);
  const agreements: { key: AgreementKey; label: ReactNode }[] = [
    {
      key: 'terms',
      label: (
        <Trans>
          I agree to the{' '}
          <Anchor href="/terms-of-service" target="_blank">
            terms of use
          </Anchor>
        </Trans>
      ),
    },
    {
      key: 'refundPolicy',
      label: (
        <Trans>
          I have read the{' '}
          <Anchor href="/refund-policy" target="_blank">
            refund policy
          </Anchor>
        </Trans>
      ),
    },
    { key: 'noRefund', label: <Trans>I understand there is no refund after payment</Trans> },
  ];
  const teachers = plan.teacherLimit;
  return (
    <Card withBorder padding="lg" radius="md" aria-label={name} component="section">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="h4">
            {name}
          </Title>
          {plan.isComingSoon && (
            <Badge color="gray" variant="light">
              <Trans>Coming soon</Trans>
            </Badge>
          )}
        </Group>
        <Group gap="xs" align="baseline">
          <Text fz="xl" fw={700}>
            {formatHalalas(plan.priceHalalas, locale)}
          </Text>
          {plan.originalPriceHalalas !== null && (
            <Text c="dimmed" td="line-through" aria-label={t`List price`}>
              {formatHalalas(plan.originalPriceHalalas, locale)}
            </Text>
          )}
          <Text c="dimmed" size="sm">
            <Trans>per year</Trans>
          </Text>
        </Group>
        <VatNote priceHalalas={plan.priceHalalas} />
        {teachers !== null && (
          <Text size="sm" fw={500}>
            <Plural value={teachers} one="Up to # teacher" other="Up to # teachers" />
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {planDescription(plan, locale)}
        </Text>
        <Stack gap={6} mt="auto">
          {agreements.map((agreement) => (
            <Checkbox
              key={agreement.key}
              size="sm"
              disabled={plan.isComingSoon}
              checked={ticked.has(agreement.key)}
              onChange={(event) => onToggle(agreement.key, event.currentTarget.checked)}
              label={agreement.label}
            />
          ))}
        </Stack>
        <Button disabled={!canSelect} onClick={onSelect} fullWidth>
          <Trans>Select</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
