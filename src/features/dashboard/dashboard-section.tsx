import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface DashboardSectionProps {
  title: string;
  description?: ReactNode;
  link?: { to: string; label: string };
  children: ReactNode;
}

/** A titled card of the dashboard, with a link to the screen where its figures are managed. */
export function DashboardSection({ title, description, link, children }: DashboardSectionProps) {
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              {title}
            </Title>
            {description && (
              <Text fz="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {link && (
            <Anchor component={Link} to={link.to} fz="sm">
              {link.label}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
