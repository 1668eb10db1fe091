import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './landing-section.module.css';

interface LandingSectionProps {
  /** Also the target of in-page links such as /#pricing. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

export function LandingSection({
  id,
  title,
  description,
  tone = 'plain',
  children,
}: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={classes.section} data-tone={tone}>
      <Container size="lg">
        <Stack gap="xs" className={classes.header}>
          <Title order={2} id={headingId} className={classes.title}>
            {title}
          </Title>
          {description ? (
            <Text size="lg" className={classes.description}>
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </section>
  );
}
