import { Plural, Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';

import type { Criterion } from '../../../contract/achievements.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { formatDateTime, formatLongDate } from '../../lib/format/format-date.ts';
import { intlLocale } from '../../../contract/intl-locale.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import type { AchievementRow } from './achievement-row.ts';
import { evidenceTypeLabel } from '../../entities/evidence-type/evidence-type-label.ts';
import classes from './portfolio-view.module.css';

export interface PortfolioViewProps {
  rows: readonly AchievementRow[];
  criteria: readonly Criterion[];
  ownerName?: string;
}

/**
 * The portfolio grouped by criterion, shown only when printing (or saving as PDF);
 * the screen's chrome is hidden by the print stylesheet.
 */
export function PortfolioView({ rows, criteria, ownerName }: PortfolioViewProps) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const live = rows
    .filter((row) => !row.deletedLocally)
    .sort((a, b) => a.eventStartAt.localeCompare(b.eventStartAt));
  const fileList = new Intl.ListFormat(intlLocale(locale), { type: 'unit' });
  const covered = criteria.filter((criterion) =>
    live.some((row) => row.criterionIds.includes(criterion.id)),
  ).length;
  const total = criteria.length;
  const printedOn = formatLongDate(new Date(), locale);
  return (
    <section className={classes.portfolio} aria-hidden>
      <h1>
        <Trans>Achievement portfolio</Trans>
        {ownerName && ` — ${ownerName}`}
      </h1>
      <p className={classes.meta}>
        <Trans>
          Printed on {printedOn} · {covered} of{' '}
          <Plural value={total} one="# criterion has evidence" other="# criteria have evidence" />
        </Trans>
      </p>
      {criteria.map((criterion) => {
        const ofCriterion = live.filter((row) => row.criterionIds.includes(criterion.id));
        return (
          <section key={criterion.id} className={classes.criterion}>
            <h2>
              {criterionName(criterion, locale)} ({criterion.weight}%)
            </h2>
            {ofCriterion.length === 0 ? (
              <p className={classes.empty}>
                <Trans>No evidence yet.</Trans>
              </p>
            ) : (
              <ol>
                {ofCriterion.map((row) => (
                  <li key={row.id} className={classes.item}>
                    <strong>{formatDateTime(row.eventStartAt, locale)}</strong> ·{' '}
                    {i18n._(evidenceTypeLabel[row.evidenceType])}
                    {row.location && ` · ${row.location}`}
                    <p className={classes.description}>
                      {/* Its own direction when written in the other language, aligned with the page. */}
                      <bdi>{row.description}</bdi>
                    </p>
                    {row.files.length > 0 && (
                      <p className={classes.meta}>
                        {fileList.format(row.files.map((file) => file.name))}
                      </p>
                    )}
                    {row.links.map((link) => (
                      <p key={link} className={classes.meta} dir="ltr">
                        {link}
                      </p>
                    ))}
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </section>
  );
}
