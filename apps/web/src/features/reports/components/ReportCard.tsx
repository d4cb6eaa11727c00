import { Group, Paper, type PaperProps, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ReportCardProps extends PaperProps {
  title: string;
  /** A dimmed line beside the heading (a hint, the span shown). */
  description?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A bordered card with a heading that holds one chart or table of a report. */
export function ReportCard({ title, description, children, ...props }: ReportCardProps) {
  return (
    <Paper withBorder radius="md" p="md" miw={0} {...props}>
      <Group gap="xs" mb="sm" align="baseline" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}
