import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dimmed label of a fixed width and its value beside it: a dialog's or a summary's line of facts. */
export function LabeledLine({
  label,
  labelWidth,
  children,
}: {
  label: string;
  labelWidth: number;
  children: ReactNode;
}) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={labelWidth} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}
