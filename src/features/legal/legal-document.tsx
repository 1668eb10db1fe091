import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { useLocale } from '../../lib/i18n/use-locale.ts';

import { formatLongDate } from '../../lib/format/format-date.ts';
import classes from './legal-document.module.css';
import type { LegalSection } from './legal-section.ts';

interface LegalDocumentProps {
  title: ReactNode;
  /** ISO calendar date of the last change, e.g. 2026-11-22. */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const date = formatLongDate(lastUpdated, locale);

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <article className={classes.document} aria-labelledby="legal-title">
        <header className={classes.header}>
          <Title order={1} id="legal-title" className={classes.title}>
            {title}
          </Title>
          <Text size="sm" className={classes.muted}>
            <Trans>
              Last updated: <time dateTime={lastUpdated}>{date}</time>
            </Trans>
          </Text>
          <div className={classes.intro}>{intro}</div>
        </header>

        <nav aria-label={t`Contents`} className={classes.toc}>
          <Text fw={700} size="sm" className={classes.tocTitle} aria-hidden="true">
            <Trans>Contents</Trans>
          </Text>
          <ol className={classes.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <Anchor href={`#${section.id}`} size="sm" className={classes.tocLink}>
                  {section.title}
                </Anchor>
              </li>
            ))}
          </ol>
        </nav>

        <Stack gap="xl" className={classes.body}>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={classes.section}
            >
              <Title order={2} id={`${section.id}-heading`} className={classes.sectionTitle}>
                <span className={classes.number} aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {section.title}
              </Title>
              <div className={classes.prose}>{section.content}</div>
            </section>
          ))}
        </Stack>
      </article>
    </Container>
  );
}
