import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

import { formatHalalas } from '../../lib/format/format-money.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { LandingActionButton } from './landing-action-button.tsx';
import classes from './pricing-card.module.css';
import tone from './text-tone.module.css';

interface OrganizationTierCardProps {
  teachers: number;
  priceSar: number;
  listPriceSar: number;
  bestValue: boolean;
}

export function OrganizationTierCard({
  teachers,
  priceSar,
  listPriceSar,
  bestValue,
}: OrganizationTierCardProps) {
  const { locale } = useLocale();
  const price = formatHalalas(priceSar * 100, locale);
  const listPrice = formatHalalas(listPriceSar * 100, locale);
  const pricePerTeacher = formatHalalas(Math.round((priceSar * 100) / teachers), locale);

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      className={classes.card}
      data-featured={bestValue || undefined}
    >
      {bestValue ? (
        <Badge className={classes.ribbon}>
          <Trans>Best value</Trans>
        </Badge>
      ) : null}
      <Stack gap="md" className={classes.body}>
        <Title order={4} className={classes.tierTitle}>
          <Plural value={teachers} one="Up to # teacher" other="Up to # teachers" />
        </Title>
        <Stack gap={2}>
          <Text size="sm" className={tone.muted}>
            <VisuallyHidden>
              <Trans>Regular price:</Trans>
            </VisuallyHidden>
            <s>{listPrice}</s>
          </Text>
          <Text className={classes.price}>
            <VisuallyHidden>
              <Trans>Launch price:</Trans>
            </VisuallyHidden>
            {price}
          </Text>
          <Text size="sm" className={tone.muted}>
            <Trans>per year</Trans>
          </Text>
        </Stack>
        <Text size="sm" className={tone.muted}>
          <Trans>That is {pricePerTeacher} per teacher a year.</Trans>
        </Text>
        <LandingActionButton
          signedIn="subscription"
          variant={bestValue ? 'filled' : 'light'}
          fullWidth
          className={classes.action}
          guestLabel={<Trans>Start free trial</Trans>}
        />
      </Stack>
    </Card>
  );
}
