import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';

import printPage from '../../components/print-page.module.css';
import { teacherJob, useCriteria } from '../../entities/criteria/use-criteria.ts';

import { FarisSheet } from './faris-sheet.tsx';
import { formResult } from './form-result.ts';
import { useEvaluationBands, useFormPair } from './use-form-pair.ts';
import { useSchoolYear } from './use-school-year.ts';

/**
 * `/evaluations/user/:userId/faris?year=`: a staff member's Faris entry sheet to print, from
 * what the device keeps (so it prints offline too), once the evaluation is finalised.
 */
export default function FarisSheetPage() {
  const { userId = '' } = useParams();
  const [year] = useSchoolYear();
  const pair = useFormPair(userId, year);
  const levels = useEvaluationBands();
  const criteria = useCriteria(pair?.principal?.criteriaJob ?? teacherJob);
  const form = pair?.principal;
  const back = `/evaluations/user/${encodeURIComponent(userId)}?year=${year}`;
  return (
    <Container size="sm" py="lg" px="sm">
      <Stack gap="md">
        <Group justify="space-between" className={printPage.screen}>
          <Anchor component={Link} to={back} fz="sm">
            <Trans>Back to the evaluation</Trans>
          </Anchor>
          {form && form.status !== 'draft' && (
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              <Trans>Print</Trans>
            </Button>
          )}
        </Group>
        {!pair || !criteria ? (
          <Loader />
        ) : form && form.status !== 'draft' ? (
          <FarisSheet form={form} criteria={criteria} result={formResult(form, criteria, levels)} />
        ) : (
          <Text>
            <Trans>The Faris entry sheet is ready once the evaluation is finalised.</Trans>
          </Text>
        )}
      </Stack>
    </Container>
  );
}
