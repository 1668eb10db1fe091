import { Anchor, Card, Center, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { BrandMark } from '../brand-mark.tsx';
import { LanguageSwitcher } from '../language-switcher.tsx';
import { ThemeSwitcher } from '../theme-switcher.tsx';

import classes from './auth-card.module.css';

/** The frame of the pages without the site layout: brand, switches, one card. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <Group justify="space-between" p="md">
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <BrandMark />
        </Anchor>
        <Group gap="xs">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </Group>
      </Group>
      <Center component="main" px="md" pb="xl" className={classes.main}>
        <Card withBorder shadow="sm" radius="lg" p="xl" className={classes.card}>
          <Stack gap="lg">
            <Title order={1} fz="h2">
              {title}
            </Title>
            {children}
          </Stack>
        </Card>
      </Center>
    </div>
  );
}
