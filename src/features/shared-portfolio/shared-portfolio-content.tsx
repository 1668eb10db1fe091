import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';

import { schoolYearName } from '../../../contract/school-year-name.ts';
import type { SharedPortfolio } from '../../../contract/portfolio-shares.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { SharedEvaluationSection } from './shared-evaluation-section.tsx';
import { SharedEvidenceCard } from './shared-evidence-card.tsx';
import { SharedPhotoDialog } from './shared-photo-dialog.tsx';
import { sharedPdfUrl } from './shared-portfolio-api.ts';
import { SharedPlansSection } from './shared-plans-section.tsx';

/** The read-only portfolio: who it belongs to, each criterion's evidence, plans, evaluation. */
export function SharedPortfolioContent({
  portfolio,
  token,
}: {
  portfolio: SharedPortfolio;
  token: string;
}) {
  const { locale } = useLocale();
  const [photo, setPhoto] = useState<string | null>(null);
  const year = schoolYearName(portfolio.schoolYear, locale);
  const principal = portfolio.principalName;
  const details = [portfolio.job, portfolio.schoolName].filter(Boolean).join(' · ');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="dimmed" fz="sm">
          <Trans>
            Achievement portfolio · school year <bdi>{year}</bdi>
          </Trans>
        </Text>
        {portfolio.acceptedOnly && (
          <Text fz="sm" fw={600} c="teal">
            <Trans>Only evidence the principal accepted is shown.</Trans>
          </Text>
        )}
        <Title order={1}>
          <bdi>{portfolio.ownerName}</bdi>
        </Title>
        {details && (
          <Text>
            <bdi>{details}</bdi>
          </Text>
        )}
        {principal && (
          <Text fz="sm" c="dimmed">
            <Trans>
              Principal: <bdi>{principal}</bdi>
            </Trans>
          </Text>
        )}
      </Stack>
      <Button
        component="a"
        href={sharedPdfUrl(token, locale)}
        download
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Download PDF</Trans>
      </Button>
      {portfolio.criteria.map((criterion) => (
        <Stack key={criterion.id} gap="sm" component="section">
          <Title order={2} fz="h3">
            {criterionName(criterion, locale)}
          </Title>
          {criterion.evidence.length === 0 ? (
            <Text c="dimmed" fz="sm">
              <Trans>No evidence for this criterion in this school year.</Trans>
            </Text>
          ) : (
            criterion.evidence.map((evidence) => (
              <SharedEvidenceCard
                key={evidence.id}
                evidence={evidence}
                token={token}
                onOpenPhoto={setPhoto}
              />
            ))
          )}
        </Stack>
      ))}
      <SharedPlansSection plans={portfolio.plans} />
      {portfolio.evaluation && <SharedEvaluationSection summary={portfolio.evaluation} />}
      <SharedPhotoDialog src={photo} onClose={() => setPhoto(null)} />
    </Stack>
  );
}
