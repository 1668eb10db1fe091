import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, SimpleGrid, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';

import { LandingSection } from './landing-section.tsx';
import { testimonialList } from './testimonial-list.ts';
import classes from './testimonials-section.module.css';
import tone from './text-tone.module.css';

export function TestimonialsSection() {
  const { i18n } = useLingui();
  return (
    <LandingSection
      id="testimonials"
      tone="tinted"
      title={<Trans>What educators say</Trans>}
      description={
        <Trans>Teachers, principals and supervisors use Shawahid to keep evidence in order.</Trans>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {testimonialList.map(({ key, quote, name, role }) => {
          const personName = i18n._(name);
          return (
            <figure key={key} className={classes.card}>
              <IconQuote size={28} aria-hidden="true" className={classes.mark} />
              <blockquote className={classes.quote}>
                <Text size="md" className={classes.quoteText}>
                  {i18n._(quote)}
                </Text>
              </blockquote>
              <figcaption className={classes.person}>
                <Avatar radius="xl" variant="light" aria-hidden="true">
                  {personName.charAt(0)}
                </Avatar>
                <div>
                  <Text fw={700} size="sm">
                    {personName}
                  </Text>
                  <Text size="sm" className={tone.muted}>
                    {i18n._(role)}
                  </Text>
                </div>
              </figcaption>
            </figure>
          );
        })}
      </SimpleGrid>
    </LandingSection>
  );
}
