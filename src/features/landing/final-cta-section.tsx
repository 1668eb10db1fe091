import { Plural, Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { trialDays } from '../../../contract/constants.ts';

import classes from './final-cta-section.module.css';
import { ForwardArrowIcon } from './forward-arrow-icon.tsx';

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
          <Button
            component={Link}
            to="/signup"
            size="lg"
            variant="white"
            rightSection={<ForwardArrowIcon />}
            className={classes.button}
          >
            <Trans>
              Start your <Plural value={trialDays} one="#-day" other="#-day" /> free trial
            </Trans>
          </Button>
        </Stack>
      </Container>
    </section>
  );
}
