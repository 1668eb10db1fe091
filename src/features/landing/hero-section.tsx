import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { trialDays } from '../../../contract/constants.ts';

import { LandingActionButton } from './landing-action-button.tsx';
import { CheckListItem } from './check-list-item.tsx';
import { CheckList } from './check-list.tsx';
import { HeroPreview } from './hero-preview.tsx';
import classes from './hero-section.module.css';
import { WrappingBadge } from './wrapping-badge.tsx';

/** Also the pre-rendered landing page's meta description. */
export const heroLead = msg`Shawahid helps teachers and school staff capture achievement evidence with their phone, even without internet, link it to the Ministry of Education's job-performance criteria and build professional development plans. Principals invite their staff and follow progress across the school.`;

export function HeroSection() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="hero-heading" className={classes.hero}>
      <Container size="lg">
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={{ base: 'xl', md: 48 }}
          className={classes.grid}
        >
          <Stack gap="lg" className={classes.copy}>
            <WrappingBadge variant="light" size="lg" radius="sm" className={classes.eyebrow}>
              <Trans>For teachers and school leaders in Saudi Arabia</Trans>
            </WrappingBadge>
            <Title order={1} id="hero-heading" className={classes.title}>
              <Trans>
                Your performance evidence,{' '}
                <span className={classes.highlight}>organised by criterion</span> and ready to print
              </Trans>
            </Title>
            <Text size="lg" className={classes.lead}>
              {t(heroLead)}
            </Text>
            <Group gap="sm" className={classes.actions}>
              <LandingActionButton
                signedIn="home"
                withArrow
                size="lg"
                className={classes.action}
                guestLabel={
                  <Trans>
                    Start your <Plural value={trialDays} one="#-day" other="#-day" /> free trial
                  </Trans>
                }
              />
              <Button
                component={Link}
                to="#pricing"
                size="lg"
                variant="default"
                className={classes.action}
              >
                <Trans>See pricing</Trans>
              </Button>
            </Group>
            <CheckList
              size="sm"
              className={classes.assurances}
              aria-label={t`Included with every account`}
            >
              <CheckListItem>
                <Trans>No payment needed to start the trial</Trans>
              </CheckListItem>
              <CheckListItem>
                <Trans>Works offline on your phone and computer</Trans>
              </CheckListItem>
              <CheckListItem>
                <Trans>Arabic and English, data hosted in Saudi Arabia</Trans>
              </CheckListItem>
            </CheckList>
          </Stack>
          <HeroPreview />
        </SimpleGrid>
      </Container>
    </section>
  );
}
