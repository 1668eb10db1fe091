import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import type { EvaluationBand } from '../../../contract/evaluations.ts';
import { ratingPastCurve } from '../../../contract/performance-curve.ts';
import { bandName } from '../../entities/evaluation/band-name.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { useSchoolPrincipalForms } from './use-school-ratings.ts';

/**
 * Before finalising: a warning when this rating takes the school's finalised ratings past the
 * published split at its level (docs/evaluation-rating.md, "The curve"). It warns; it does not
 * forbid.
 */
export function CurveWarning(props: {
  schoolYear: string;
  evaluateeId: string;
  rating: number;
  levels: readonly EvaluationBand[];
}) {
  const { locale } = useLocale();
  const forms = useSchoolPrincipalForms(props.schoolYear, undefined);
  if (!forms) return null;
  const others = forms.filter((form) => form.evaluateeId !== props.evaluateeId);
  const past = ratingPastCurve(others, props.rating, props.levels);
  if (!past || past.curveSharePercent === null) return null;
  const level = props.levels.find((candidate) => candidate.rating === past.rating);
  const label = level ? bandName(level, locale) : '';
  const percent = numberFormat(locale, { style: 'percent' }).format(past.percent / 100);
  const share = numberFormat(locale, { style: 'percent' }).format(past.curveSharePercent / 100);
  const count = numberFormat(locale).format(past.count);
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Trans>
        This takes the school past the performance curve: {count} finalised at “{label}” would be{' '}
        {percent} of the finalised evaluations, and the published split allows {share}.
      </Trans>
    </Alert>
  );
}
