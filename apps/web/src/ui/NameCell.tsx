import { Badge, Group, Text } from '@mantine/core';

interface NameCellProps {
  name: string;
  /** A dimmed line under the name, cut to one line. */
  description?: string;
  /**
   * A small outlined badge after the name ('текущая', 'вы'); null when this row has none. Tables that
   * mark rows pass it on every row, so their names are laid out alike whether marked or not.
   */
  mark?: string | null;
}

/** The bold first cell of a catalogue row. */
export function NameCell({ name, description, mark }: NameCellProps) {
  const title = (
    <Text fw={500} size="sm">
      {name}
    </Text>
  );
  if (mark !== undefined) {
    return (
      <Group gap="xs" wrap="nowrap">
        {title}
        {mark ? (
          <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
            {mark}
          </Badge>
        ) : null}
      </Group>
    );
  }
  return (
    <>
      {title}
      {description ? (
        <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
          {description}
        </Text>
      ) : null}
    </>
  );
}
