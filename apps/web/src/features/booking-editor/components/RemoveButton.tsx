import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface RemoveButtonProps {
  /** The tooltip and the button's name, e.g. 'Удалить гостя'. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Lines the button up with the row's inputs below their labels. */
  mt?: number;
}

/** The red trash button that takes one row (a guest, a meal, a task) out of the form. */
export function RemoveButton({ label, onClick, disabled, mt }: RemoveButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="red"
        mt={mt}
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
