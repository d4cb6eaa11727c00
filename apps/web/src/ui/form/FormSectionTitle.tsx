import { Divider, Text } from '@mantine/core';

/** A titled rule that starts a part of a long form ('Цены'). */
export function FormSectionTitle({ title }: { title: string }) {
  return (
    <Divider
      mt="sm"
      labelPosition="left"
      label={
        <Text size="sm" fw={600} c="var(--mantine-color-text)">
          {title}
        </Text>
      }
    />
  );
}
