import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArchive, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  /** The row's name, used in the accessible labels 'Изменить «…»' and 'Удалить «…»'. */
  name: string;
  /** Absent: the row may not be edited (the role), and no button says otherwise. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** The delete button's words when it does something else than delete ('Архивировать'). */
  deleteLabel?: string;
}

/** Edit and delete buttons at the end of a table row. */
export function RowActions({ name, onEdit, onDelete, deleteLabel }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onEdit ? (
        <Tooltip label={t('common.edit')} withArrow>
          <ActionIcon variant="subtle" aria-label={t('common.editItem', { name })} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {onDelete ? (
        <Tooltip label={deleteLabel ?? t('common.delete')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={deleteLabel ? `${deleteLabel} «${name}»` : t('common.deleteItem', { name })}
            onClick={onDelete}
          >
            {deleteLabel ? <IconArchive size={18} /> : <IconTrash size={18} />}
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
