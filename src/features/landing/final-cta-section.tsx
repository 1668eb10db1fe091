import { Plural, Trans } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';

import { trialDays } from '../../../contract/constants.ts';

import { LandingActionButton } from './landing-action-button.tsx';
import classes from './final-cta-section.module.css';

export function FinalCtaSection() {
  return (
    <section aria-labelledby="final-cta-heading" className={classes.section}>
      <Container size="md">
        <Stack align="center" gap="lg" className={classes.panel}>
          <Title order={2} id="final-cta-heading" className={classes.title}>
            <Trans>Your evidence, ready before evaluation day</Trans>
          </Title>
          <Text size="lg" className={classes.text}>
            <Trans>
              Start today with a <Plural value={trialDays} one="#-day" other="#-day" /> free trial.
              Capture your first evidence in the classroom in under a minute.
            </Trans>
          </Text>
          <LandingActionButton
            signedIn="home"
            withArrow
            size="lg"
            variant="white"
            className={classes.button}
            guestLabel={
              <Trans>
                Start your <Plural value={trialDays} one="#-day" other="#-day" /> free trial
              </Trans>
            }
          />
        </Stack>
      </Container>
    </section>
  );
}
