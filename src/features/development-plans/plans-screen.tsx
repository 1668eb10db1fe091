import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { FormDialog } from '../../components/form-dialog.tsx';
import { useSubscriptionGate } from '../../entities/subscription-gate/use-subscription-gate.ts';

import { useCriteria } from '../../entities/criteria/use-criteria.ts';
import { PlanDetail } from './plan-detail.tsx';
import { PlanForm } from './plan-form.tsx';
import { PlanList } from './plan-list.tsx';
import type { PlanRow } from './plan-row.ts';
import type { PlanViewer } from './plan-viewer.ts';
import type { PlanInput } from './plan-writes.ts';
import type { ServerReach } from './use-plans.ts';

export interface PlansScreenProps {
  title: ReactNode;
  viewer: PlanViewer;
  /**
   * The plans' owner's job model: goals pick criteria from its set, else the teacher's, as her
   * evidence does (docs/states-and-transitions.md, "Job models and their criteria sets").
   */
  jobModel: string;
  rows: PlanRow[] | undefined;
  reach: ServerReach;
  /** The "new plan" action, absent when the viewer may not add plans here. */
  create?: { label: ReactNode; save: (input: PlanInput) => Promise<string> };
  children?: ReactNode;
}

/** A list of one person's plans, and the plan chosen with `?plan=<id>`. */
export function PlansScreen({
  title,
  viewer,
  jobModel,
  rows,
  reach,
  create,
  children,
}: PlansScreenProps) {
  const { t } = useLingui();
  const criteria = useCriteria(jobModel);
  const [searchParams, setSearchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const { guard } = useSubscriptionGate();
  const planId = searchParams.get('plan');
  const open = (id: string | null) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (id) next.set('plan', id);
      else next.delete('plan');
      return next;
    });

  const firstAnswerPending = useFirstAnswerPending(reach);

  if (rows === undefined || criteria === undefined) return <Loader />;
  // "No plan yet" and its button would give way under the finger to the plans the first pull
  // brings in.
  if (firstAnswerPending && !rows.some((row) => !row.deletedLocally)) return <Loader />;
  const chosen = planId ? rows.find((row) => row.id === planId && !row.deletedLocally) : undefined;
  if (planId && chosen) {
    return (
      <PlanDetail row={chosen} viewer={viewer} criteria={criteria} onBack={() => open(null)} />
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1}>{title}</Title>
        {/* With no plan yet, the empty list offers this action itself. */}
        {create && rows.some((row) => !row.deletedLocally) && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => guard(() => setCreating(true))}
          >
            {create.label}
          </Button>
        )}
      </Group>
      {planId && (
        <Text c="dimmed">
          <Trans>That plan is not on this device yet. It appears once it has synced.</Trans>
        </Text>
      )}
      {reach === 'unreachable' && rows.length === 0 && (
        <Text c="dimmed">
          <Trans>The plans could not be loaded from the server. Check the connection.</Trans>
        </Text>
      )}
      <PlanList
        rows={rows}
        onOpen={open}
        {...(create && {
          create: { label: create.label, start: () => guard(() => setCreating(true)) },
        })}
      />
      {children}
      {create && (
        <FormDialog
          opened={creating}
          onClose={() => setCreating(false)}
          title={t`New plan`}
          size="lg"
        >
          <PlanForm
            row={null}
            onSave={async (input) => {
              open(await create.save(input));
            }}
            onDone={() => setCreating(false)}
          />
        </FormDialog>
      )}
    </Stack>
  );
}

/** How long an unanswered first load may hold the empty list back before it shows anyway. */
const firstAnswerPatienceMs = 8_000;

/** Whether the server has not yet answered the first time, within a bounded wait. */
function useFirstAnswerPending(reach: ServerReach): boolean {
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    if (reach !== 'unknown') return;
    const timer = setTimeout(() => setWaitedLongEnough(true), firstAnswerPatienceMs);
    return () => clearTimeout(timer);
  }, [reach]);
  return reach === 'unknown' && !waitedLongEnough;
}
