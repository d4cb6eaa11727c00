import { Paper, type PaperProps, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps extends PaperProps {
  title: string;
  /** A dimmed line under the heading. */
  description?: string;
  children: ReactNode;
}

/** A bordered card with a small heading that groups part of a settings page ('Контакты', 'Смена пароля'). */
export function SectionCard({ title, description, children, ...props }: SectionCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" {...props}>
      <Stack gap={4} mb="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}
