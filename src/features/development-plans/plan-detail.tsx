import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import type { Criterion } from '../../../contract/achievements.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import {
  canMovePlan,
  isPlanEditable,
  planProgress,
  type PlanGoal,
} from '../../../contract/development-plans.ts';
import { planStatusColor } from '../../entities/plan-status/plan-status-color.ts';
import { planStatusLabel } from '../../entities/plan-status/plan-status-label.ts';
import { SyncStateBadge } from '../../entities/sync-status/sync-state-badge.tsx';
import { HijriDate } from '../../components/hijri-date.tsx';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { formatPercent } from '../../lib/format/format-percent.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FeedbackPanel } from './feedback-panel.tsx';
import { linkedTo, usePlanAchievements } from './goal-achievements.ts';
import { GoalCard } from './goal-card.tsx';
import { GoalForm } from './goal-form.tsx';
import { PlanForm } from './plan-form.tsx';
import type { PlanRow } from './plan-row.ts';
import { PlanSyncAlert } from './plan-sync-alert.tsx';
import { permissionsFor, type PlanViewer } from './plan-viewer.ts';
import {
  addGoal,
  deleteGoal,
  deletePlan,
  moveGoal,
  movePlan,
  updateGoal,
  updatePlan,
} from './plan-writes.ts';

type Confirmation = 'activate' | 'complete' | 'delete' | { goal: PlanGoal } | null;
type Editing = 'plan' | 'newGoal' | { goal: PlanGoal } | null;

export interface PlanDetailProps {
  row: PlanRow;
  viewer: PlanViewer;
  criteria: readonly Criterion[];
  onBack: () => void;
}

export function PlanDetail({ row, viewer, criteria, onBack }: PlanDetailProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const [confirming, setConfirming] = useState<Confirmation>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const permissions = permissionsFor(viewer, row);
  const editable = permissions.canEdit && isPlanEditable(row.status);
  const goals = useMemo(
    () => [...row.goals].sort((a, b) => a.sortOrder - b.sortOrder),
    [row.goals],
  );
  const criteriaById = useMemo(
    () => new Map(criteria.map((criterion) => [criterion.id, criterion])),
    [criteria],
  );
  const achievements = usePlanAchievements(row, permissions.own);
  const progress = planProgress(goals);

  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      if (confirming === 'activate' || confirming === 'complete') {
        await movePlan(row.id, confirming === 'activate' ? 'active' : 'completed');
        notifyKey(
          confirming === 'activate'
            ? 'developmentPlans.success.activated'
            : 'developmentPlans.success.completed',
        );
      } else if (confirming === 'delete') {
        await deletePlan(row);
        onBack();
      } else {
        await deleteGoal(row.id, confirming.goal.id);
      }
    } catch {
      notifyKey('common.error.unknown');
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  const confirmText = {
    activate: {
      title: t`Activate this plan?`,
      message: t`Once active, the plan is under way and feedback opens. It cannot go back to draft.`,
      label: t`Activate plan`,
      color: 'blue',
    },
    complete: {
      title: t`Complete this plan?`,
      message: t`A completed plan is read-only: its goals and dates can no longer change.`,
      label: t`Complete plan`,
      color: 'teal',
    },
    delete: {
      title: t`Delete this draft plan?`,
      message: t`The plan and its goals will be deleted. This cannot be undone.`,
      label: t`Delete`,
      color: 'red',
    },
    goal: {
      title: t`Delete this goal?`,
      message: t`The goal and its progress will be deleted.`,
      label: t`Delete`,
      color: 'red',
    },
  };
  const shown =
    confirming === null
      ? null
      : typeof confirming === 'string'
        ? confirmText[confirming]
        : confirmText.goal;
  const noGoals = goals.length === 0;

  return (
    <Stack gap="lg">
      <Anchor
        component="button"
        type="button"
        onClick={onBack}
        fz="sm"
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Back to the plans</Trans>
      </Anchor>
      <PlanSyncAlert row={row} />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={1} fz="h2" dir="auto">
              {row.name}
            </Title>
            <Group gap={6}>
              <Badge color={planStatusColor[row.status]} variant="light">
                {i18n._(planStatusLabel[row.status])}
              </Badge>
              <SyncStateBadge state={row.syncState} />
            </Group>
          </Group>
          <Text c="dimmed" fz="sm">
            {formatLongDate(row.startDate, locale)} – {formatLongDate(row.endDate, locale)}
            <br />
            <HijriDate value={row.startDate} end={row.endDate} />
          </Text>
          <Text fz="sm">
            <Trans>
              For {row.beneficiaryName || t`this staff member`}, created by{' '}
              {row.creatorName || t`this staff member`}
            </Trans>
          </Text>
          {row.description && (
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {row.description}
            </Text>
          )}
          <Group gap="sm" wrap="nowrap">
            <Progress value={progress * 100} style={{ flex: 1 }} aria-label={t`Plan progress`} />
            <Text fz="sm">{formatPercent(progress, locale)}</Text>
          </Group>
          {permissions.canEdit && (
            <Group gap="xs">
              {editable && (
                <Button size="xs" variant="default" onClick={() => setEditing('plan')}>
                  <Trans>Edit plan</Trans>
                </Button>
              )}
              {canMovePlan(row.status, 'active') && (
                <Button size="xs" disabled={noGoals} onClick={() => setConfirming('activate')}>
                  <Trans>Activate plan</Trans>
                </Button>
              )}
              {canMovePlan(row.status, 'completed') && (
                <Button size="xs" color="teal" onClick={() => setConfirming('complete')}>
                  <Trans>Complete plan</Trans>
                </Button>
              )}
              {row.status === 'draft' && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => setConfirming('delete')}
                >
                  <Trans>Delete plan</Trans>
                </Button>
              )}
            </Group>
          )}
          {permissions.canEdit && row.status === 'draft' && noGoals && (
            <Text fz="xs" c="dimmed">
              <Trans>Add at least one goal before activating the plan.</Trans>
            </Text>
          )}
        </Stack>
      </Card>

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            <Trans>Goals</Trans>
          </Title>
          {editable && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setEditing('newGoal')}
            >
              <Trans>Add goal</Trans>
            </Button>
          )}
        </Group>
        {noGoals && (
          <Text c="dimmed" fz="sm">
            <Trans>No goals yet.</Trans>
          </Text>
        )}
        {goals.map((goal, index) => (
          <GoalCard
            key={goal.id}
            goal={goal}
            criteriaById={criteriaById}
            achievements={achievements && linkedTo(achievements, goal.criterionIds, row)}
            {...(editable && {
              actions: {
                onEdit: () => setEditing({ goal }),
                onDelete: () => setConfirming({ goal }),
                onMove: (step) => void moveGoal(row.id, goal.id, step),
                isFirst: index === 0,
                isLast: index === goals.length - 1,
              },
            })}
          />
        ))}
      </Stack>

      <FeedbackPanel
        key={`${row.id}:${row.version ?? 0}:${row.syncState}`}
        row={row}
        canSelfEvaluate={permissions.canSelfEvaluate}
        canReview={permissions.canReview}
        reviewerId={viewer.id}
      />

      <FormDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'plan' ? t`Edit plan` : editing === 'newGoal' ? t`New goal` : t`Edit goal`
        }
        size="lg"
      >
        {editing === 'plan' && (
          <PlanForm
            row={row}
            onSave={(input) => updatePlan(row.id, input)}
            onDone={() => setEditing(null)}
          />
        )}
        {editing !== null && editing !== 'plan' && (
          <GoalForm
            goal={editing === 'newGoal' ? null : editing.goal}
            plan={row}
            criteria={criteria}
            onSave={async (input) => {
              if (editing === 'newGoal') await addGoal(row.id, input);
              else await updateGoal(row.id, editing.goal.id, input);
            }}
            onDone={() => setEditing(null)}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        opened={shown !== null}
        title={shown?.title}
        message={shown?.message}
        confirmLabel={shown?.label}
        color={shown?.color}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
