import { Button, Card, Group, Stack, Text, Title, type ButtonVariant } from '@mantine/core';
import { useState, type ReactNode } from 'react';

import { useAsyncAction } from '../../lib/forms/use-async-action.ts';

interface TaskCardProps<Result extends NonNullable<unknown>> {
  title: ReactNode;
  description: ReactNode;
  actionLabel: ReactNode;
  actionVariant?: ButtonVariant;
  run: () => Promise<Result>;
  /** Shows what the last run returned; `replaceResult` lets the result's own actions refresh it. */
  renderResult: (result: Result, replaceResult: (result: Result) => void) => ReactNode;
}

/** One manual task: what it does, a button that runs it, and what the last run did. */
export function TaskCard<Result extends NonNullable<unknown>>({
  title,
  description,
  actionLabel,
  actionVariant,
  run,
  renderResult,
}: TaskCardProps<Result>) {
  const [result, setResult] = useState<Result | null>(null);
  const task = useAsyncAction(async () => {
    setResult(await run());
  });
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <Group>
          <Button variant={actionVariant} loading={task.busy} onClick={() => void task.run()}>
            {actionLabel}
          </Button>
        </Group>
        {result !== null && renderResult(result, setResult)}
      </Stack>
    </Card>
  );
}
