import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface ComingSoonProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}

/** A friendly placeholder for a screen whose capability is delivered separately. */
export function ComingSoon({ icon, title, description, action }: ComingSoonProps) {
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <EmptyState
        variant="light"
        size="lg"
        icon={icon}
        title={title}
        description={description}
        maw={560}
        mx="auto"
      >
        {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
      </EmptyState>
    </Paper>
  );
}
