import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';

import { LandingActionButton } from './landing-action-button.tsx';
import { CheckListItem } from './check-list-item.tsx';
import { CheckList } from './check-list.tsx';
import classes from './pricing-card.module.css';
import tone from './text-tone.module.css';

export function PersonalPlanCard() {
  const { t } = useLingui();
  return (
    <Card withBorder radius="lg" padding="xl" className={classes.card}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
            <IconUser size={24} stroke={1.7} />
          </ThemeIcon>
          <Title order={3} className={classes.tierTitle}>
            <Trans>For individual teachers</Trans>
          </Title>
          <Text fw={600}>
            <Trans>Individual yearly plan: see the price in the app after you sign up.</Trans>
          </Text>
          <Text size="sm" className={tone.muted}>
            <Trans>
              For teachers who use Shawahid on their own, without a school subscription. You can
              join your school&apos;s account later if your principal invites you.
            </Trans>
          </Text>
          <LandingActionButton
            signedIn="subscription"
            variant="light"
            mt="xs"
            className={classes.personalAction}
            guestLabel={<Trans>Start free trial</Trans>}
          />
        </Stack>
        <CheckList aria-label={t`Included in the individual plan`}>
          <CheckListItem>
            <Trans>Evidence capture with offline sync</Trans>
          </CheckListItem>
          <CheckListItem>
            <Trans>Tagging to the eleven criteria and coverage at a glance</Trans>
          </CheckListItem>
          <CheckListItem>
            <Trans>Printable portfolio grouped by criterion</Trans>
          </CheckListItem>
          <CheckListItem>
            <Trans>Professional development plans and goals</Trans>
          </CheckListItem>
          <CheckListItem>
            <Trans>Arabic and English on all your devices</Trans>
          </CheckListItem>
        </CheckList>
      </SimpleGrid>
    </Card>
  );
}
