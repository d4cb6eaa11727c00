import { Paper, type PaperProps, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps extends PaperProps {
  title: string;
  children: ReactNode;
}

/** A bordered card with a small heading that groups part of a settings page ('Контакты', 'Смена пароля'). */
export function SectionCard({ title, children, ...props }: SectionCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" {...props}>
      <Title order={4} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
