import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';

import { CriteriaPanel } from './criteria-panel.tsx';
import { featureList } from './feature-list.ts';
import classes from './features-section.module.css';
import { LandingSection } from './landing-section.tsx';

export function FeaturesSection() {
  const { i18n } = useLingui();
  return (
    <LandingSection
      id="features"
      title={<Trans>Everything you need to document your performance</Trans>}
      description={
        <Trans>
          From the first photo in the classroom to the printed portfolio and the development plan
          your principal reviews.
        </Trans>
      }
    >
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="lg"
        component="ul"
        className={classes.grid}
      >
        {featureList.map(({ key, icon: FeatureIcon, title, description }) => (
          <li key={key} className={classes.card}>
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
              <FeatureIcon size={24} stroke={1.7} />
            </ThemeIcon>
            <Title order={3} className={classes.cardTitle}>
              {i18n._(title)}
            </Title>
            <Text size="sm" className={classes.cardText}>
              {i18n._(description)}
            </Text>
          </li>
        ))}
      </SimpleGrid>
      <CriteriaPanel />
    </LandingSection>
  );
}
