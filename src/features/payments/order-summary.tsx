import { Plural, Trans } from '@lingui/react/macro';
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';

import type { Plan } from '../../../contract/subscriptions.ts';
import { planName } from '../../entities/subscription/plan-text.ts';
import { formatHalalas } from '../../lib/format/format-money.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { VatLines } from '../../entities/billing/vat-lines.tsx';

/** What is being bought: the plan, its period and its price in riyals with its VAT. */
export function OrderSummary({ plan }: { plan: Plan }) {
  const { locale } = useLocale();
  const teachers = plan.teacherLimit;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Order summary</Trans>
        </Title>
        <Group justify="space-between">
          <Text>{planName(plan, locale)}</Text>
          <Text>
            <Trans>Yearly</Trans>
          </Text>
        </Group>
        {teachers !== null && (
          <Text size="sm" c="dimmed">
            <Plural value={teachers} one="Up to # teacher" other="Up to # teachers" />
          </Text>
        )}
        {plan.originalPriceHalalas !== null && (
          <Group justify="space-between">
            <Text c="dimmed">
              <Trans>List price</Trans>
            </Text>
            <Text c="dimmed" td="line-through">
              {formatHalalas(plan.originalPriceHalalas, locale)}
            </Text>
          </Group>
        )}
        <Divider />
        <VatLines priceHalalas={plan.priceHalalas} />
      </Stack>
    </Card>
  );
}
