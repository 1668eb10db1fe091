import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  /** What the list will hold and how to begin. */
  children?: ReactNode;
  /** The one thing to do next (a button), shown below the text. */
  action?: ReactNode;
}

/** What an empty list shows instead of nothing: what goes here and the action that starts it. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center" data-testid="empty-state">
      <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" maw={420}>
          {children}
        </Text>
      )}
      {action}
    </Stack>
  );
}
