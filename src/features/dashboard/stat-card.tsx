import { Anchor, Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  /** A line under the figure, e.g. "of 11 criteria". */
  detail?: ReactNode;
  link?: { to: string; label: string };
  children?: ReactNode;
}

/** One headline figure with its title and where to act on it. */
export function StatCard({ title, value, detail, link, children }: StatCardProps) {
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap={6} h="100%">
        <Text fz="sm" c="dimmed" fw={500}>
          {title}
        </Text>
        <Text fz={28} fw={700} lh={1.1}>
          {value}
        </Text>
        {detail && (
          <Text fz="sm" c="dimmed">
            {detail}
          </Text>
        )}
        {children}
        {link && (
          <Anchor component={Link} to={link.to} fz="sm" mt="auto">
            {link.label}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
