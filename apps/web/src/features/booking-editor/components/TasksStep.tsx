import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClearAll, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useClearTasks } from '../hooks/useClearTasks.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import { useResponsibles } from '../hooks/useResponsibles.ts';
import type { GroupValues } from '../types/groupValues.ts';
import { groupSpan } from '../utils/groupSpan.ts';
import { TaskRow } from './TaskRow.tsx';

/**
 * Step 6 'Задачи'. Tasks are saved with the booking; 'Очистить задачи' deletes the saved ones on the
 * server at once, so the saved state no longer has them either.
 */
export function TasksStep() {
  const { t } = useTranslation();
  const { detail, readOnly, group } = useEditorContext();
  const queryClient = useQueryClient();
  const { control, getValues, reset, formState } = useFormContext<GroupValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'task_list' });
  const responsibles = useResponsibles();
  const clearTasks = useClearTasks(detail.id);
  // Marked on 'Задачи на сегодня'; the editor shows the mark and its save keeps it (tasks kept by id).
  const doneIds = new Set(detail.task_list.filter((task) => task.done).map((task) => task.id));

  // The new task's title takes the focus: focusing its first field, the date, opened the date picker
  // by itself (on a phone it covered the screen).
  const add = () =>
    append(
      {
        title: '',
        responsible: null,
        todo_date: group ? groupSpan(getValues('child_list')).from : getValues('check_in_date'),
        todo_time: '12:00',
        description: '',
      },
      { focusName: `task_list.${fields.length}.title` },
    );
  const clear = async () => {
    if (detail.task_list.length > 0) {
      try {
        const saved = await clearTasks.mutateAsync([]);
        // A group's view carries its rooms too: it reloads rather than taking the parent's answer.
        if (group) await queryClient.invalidateQueries({ queryKey: queryKeys.editor.group(detail.id) });
        else queryClient.setQueryData(queryKeys.editor.booking(detail.id), saved);
        notifySuccess(t('bookingEditor.tasks.cleared'));
      } catch (error) {
        return notifyError(error);
      }
    }
    // No tasks is now the saved state: the baseline changes, the rest of the unsaved edits stay.
    reset({ ...formState.defaultValues, task_list: [] }, { keepValues: true, keepErrors: true });
    replace([]);
  };

  return (
    <Stack gap="md">
      {/* A read-only editor (cancelled, or a role without 'bookings.edit') shows the tasks, nothing to add. */}
      {!readOnly && (
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconClearAll size={16} />}
            onClick={() => void clear()}
            loading={clearTasks.isPending}
            disabled={fields.length === 0}
          >
            {t('bookingEditor.tasks.clear')}
          </Button>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
            {t('bookingEditor.tasks.add')}
          </Button>
        </Group>
      )}
      {fields.map((field, index) => (
        <TaskRow
          key={field.id}
          index={index}
          done={doneIds.has(getValues(`task_list.${index}.id`) ?? 0)}
          responsibles={responsibles.data ?? []}
          onRemove={() => remove(index)}
        />
      ))}
      {fields.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('bookingEditor.tasks.empty')}
        </Text>
      )}
    </Stack>
  );
}
