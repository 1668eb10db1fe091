import { Trans } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';

import { CriteriaCoverageMock } from './criteria-coverage-mock.tsx';
import { DevelopmentPlanMock } from './development-plan-mock.tsx';
import { EvidenceCaptureMock } from './evidence-capture-mock.tsx';
import { LandingSection } from './landing-section.tsx';
import { SchoolOverviewMock } from './school-overview-mock.tsx';
import { ScreenshotFrame } from './screenshot-frame.tsx';

export function ScreenshotsSection() {
  return (
    <LandingSection
      id="screenshots"
      tone="tinted"
      title={<Trans>A look inside Shawahid</Trans>}
      description={
        <Trans>
          The same clear screens on your phone in the classroom and on your computer at home.
        </Trans>
      }
    >
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing={{ base: 'xl', md: 48 }}
        verticalSpacing={{ base: 40, md: 56 }}
      >
        <ScreenshotFrame
          device="phone"
          caption={<Trans>Capture evidence in the classroom, with or without a connection.</Trans>}
        >
          <EvidenceCaptureMock />
        </ScreenshotFrame>
        <ScreenshotFrame
          device="desktop"
          caption={<Trans>See which criteria are covered and which still need evidence.</Trans>}
        >
          <CriteriaCoverageMock />
        </ScreenshotFrame>
        <ScreenshotFrame
          device="desktop"
          caption={
            <Trans>
              Follow your development plan and read your principal&apos;s feedback and grade.
            </Trans>
          }
        >
          <DevelopmentPlanMock />
        </ScreenshotFrame>
        <ScreenshotFrame
          device="phone"
          caption={
            <Trans>Principals invite their staff and follow coverage across the school.</Trans>
          }
        >
          <SchoolOverviewMock />
        </ScreenshotFrame>
      </SimpleGrid>
    </LandingSection>
  );
}
