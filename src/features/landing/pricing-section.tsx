import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Center, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { organizationTiers, trialDays } from '../../../contract/constants.ts';

import { CheckListItem } from './check-list-item.tsx';
import { CheckList } from './check-list.tsx';
import { formatPercent } from '../../lib/format/format-percent.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { LandingSection } from './landing-section.tsx';
import { OrganizationTierCard } from './organization-tier-card.tsx';
import { PersonalPlanCard } from './personal-plan-card.tsx';
import classes from './pricing-section.module.css';
import tone from './text-tone.module.css';
import { WrappingBadge } from './wrapping-badge.tsx';

const lowestPricePerTeacher = Math.min(
  ...organizationTiers.map((tier) => tier.priceSar / tier.teachers),
);
const launchDiscount = Math.max(
  ...organizationTiers.map((tier) => 1 - tier.priceSar / tier.listPriceSar),
);

export function PricingSection() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const discount = formatPercent(launchDiscount, locale);

  return (
    <LandingSection
      id="pricing"
      title={<Trans>Simple yearly pricing</Trans>}
      description={
        <Trans>
          Every account starts with a <Plural value={trialDays} one="#-day" other="#-day" /> free
          trial. When you are ready, choose a yearly plan in Saudi riyals.
        </Trans>
      }
    >
      <Stack gap={48}>
        <Stack gap="lg">
          <Stack gap="xs" className={classes.groupHeader}>
            <Center>
              <WrappingBadge size="lg" variant="light" color="orange" className={classes.offer}>
                <Trans>Launch offer: {discount} off every school plan</Trans>
              </WrappingBadge>
            </Center>
            <Title order={3} className={classes.groupTitle}>
              <Trans>For schools</Trans>
            </Title>
            <Text className={tone.muted}>
              <Trans>
                One subscription for the principal and the school&apos;s teachers. Choose the plan
                that fits the number of teachers you invite.
              </Trans>
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
            {organizationTiers.map((tier) => (
              <OrganizationTierCard
                key={tier.teachers}
                teachers={tier.teachers}
                priceSar={tier.priceSar}
                listPriceSar={tier.listPriceSar}
                bestValue={tier.priceSar / tier.teachers === lowestPricePerTeacher}
              />
            ))}
          </SimpleGrid>
          <div className={classes.included}>
            <Title order={4} className={classes.includedTitle} id="school-plan-includes">
              <Trans>Every school plan includes</Trans>
            </Title>
            <CheckList columns={2} aria-labelledby="school-plan-includes">
              <CheckListItem>
                <Trans>A principal account to invite and manage staff by email</Trans>
              </CheckListItem>
              <CheckListItem>
                <Trans>Evidence, portfolios and development plans for every teacher</Trans>
              </CheckListItem>
              <CheckListItem>
                <Trans>Criteria coverage for each teacher and across the school</Trans>
              </CheckListItem>
              <CheckListItem>
                <Trans>Feedback and grades on development plans</Trans>
              </CheckListItem>
              <CheckListItem>
                <Trans>Offline capture, Arabic and English, data hosted in Saudi Arabia</Trans>
              </CheckListItem>
            </CheckList>
          </div>
        </Stack>

        <PersonalPlanCard />

        <List size="sm" spacing="xs" className={classes.notes} aria-label={t`Pricing terms`}>
          <List.Item>
            <Trans>All prices are in Saudi riyals (SAR) for one year of use.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Pay by card, Apple Pay or STC Pay. Card details are entered with our payment provider
              and never stored by Shawahid.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Payments are non-refundable. If you cancel renewal, you keep access until the end of
              the period you paid for. Read the{' '}
              <Anchor component={Link} to="/refund-policy" inherit>
                refund policy
              </Anchor>{' '}
              and the{' '}
              <Anchor component={Link} to="/terms-of-service" inherit>
                terms of service
              </Anchor>
              .
            </Trans>
          </List.Item>
        </List>
      </Stack>
    </LandingSection>
  );
}
