import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface ComingSoonProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
  /**
   * The title's heading level: 1 where it is the page's title (a missing page, a closed screen), 2 under a
   * page that has its own h1 (the calendar's 'Номеров пока нет').
   */
  level?: 1 | 2;
}

/** A friendly placeholder for a screen whose capability is delivered separately. */
export function ComingSoon({ icon, title, description, action, level = 1 }: ComingSoonProps) {
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <EmptyState variant="light" size="lg" icon={icon} maw={560} mx="auto">
        <EmptyState.Title order={level}>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
      </EmptyState>
    </Paper>
  );
}
