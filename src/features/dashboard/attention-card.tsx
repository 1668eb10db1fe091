import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowBackUp, IconClipboardCheck, IconTargetArrow } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { schoolYearName } from '../../../contract/school-year-name.ts';
import type { AttentionItems } from '../../entities/attention/read-attention-items.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import classes from './attention-card.module.css';

/** How many of a kind the card lists before "and N more". */
const shownPerKind = 3;

export function hasAttentionItems(items: AttentionItems): boolean {
  return (
    items.returnedEvidence.length > 0 || items.acknowledgement !== null || items.goalsDue.length > 0
  );
}

/** "Needs your attention": returned evidence, the acknowledgement she owes, goals due soon. */
export function AttentionCard({ items }: { items: AttentionItems }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  if (!hasAttentionItems(items)) return null;
  const moreReturned = items.returnedEvidence.length - shownPerKind;
  const year = items.acknowledgement
    ? schoolYearName(items.acknowledgement.schoolYear, locale)
    : '';
  return (
    <Card withBorder padding="md" radius="md" className={classes.card}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Needs your attention</Trans>
        </Title>
        <List spacing="xs" center={false} className={classes.list}>
          {items.acknowledgement && (
            <List.Item
              icon={
                <ThemeIcon color="yellow" size={24} radius="xl">
                  <IconClipboardCheck size={16} aria-hidden />
                </ThemeIcon>
              }
            >
              <Anchor
                component={Link}
                to={`/evaluations?form=${encodeURIComponent(items.acknowledgement.formId)}`}
              >
                <Trans>
                  Read and acknowledge your evaluation for <bdi>{year}</bdi>
                </Trans>
              </Anchor>
            </List.Item>
          )}
          {items.returnedEvidence.slice(0, shownPerKind).map((evidence) => (
            <List.Item
              key={evidence.id}
              icon={
                <ThemeIcon color="orange" size={24} radius="xl">
                  <IconArrowBackUp size={16} aria-hidden />
                </ThemeIcon>
              }
            >
              <Anchor
                component={Link}
                to={`/achievements?open=${encodeURIComponent(evidence.id)}`}
                className={classes.text}
              >
                <Trans>
                  Returned for changes: <bdi>{evidence.description}</bdi>
                </Trans>
              </Anchor>
            </List.Item>
          ))}
          {moreReturned > 0 && (
            <List.Item icon={<span className={classes.spacer} />}>
              <Anchor component={Link} to="/achievements">
                <Plural
                  value={moreReturned}
                  one="and # more returned"
                  other="and # more returned"
                />
              </Anchor>
            </List.Item>
          )}
          {items.goalsDue.slice(0, shownPerKind).map((goal) => {
            const date = formatLongDate(goal.dueDate, locale);
            return (
              <List.Item
                key={goal.goalId}
                icon={
                  <ThemeIcon color={goal.overdue ? 'red' : 'blue'} size={24} radius="xl">
                    <IconTargetArrow size={16} aria-hidden />
                  </ThemeIcon>
                }
              >
                <Anchor
                  component={Link}
                  to={`/development-plans?plan=${encodeURIComponent(goal.planId)}`}
                  className={classes.text}
                >
                  <bdi>{goal.statement}</bdi>
                </Anchor>
                <Text fz="xs" c={goal.overdue ? 'red' : 'dimmed'}>
                  {goal.overdue ? t`Was due on ${date}` : t`Due on ${date}`}
                </Text>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Card>
  );
}
