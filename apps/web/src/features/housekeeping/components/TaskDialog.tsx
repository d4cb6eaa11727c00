import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { type DayTask, freeTaskKinds, freeTaskSchema, taskKindLabels } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/FormModal.tsx';
import { RegisteredField } from '../../../ui/form/RegisteredField.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { submitWithServerErrors } from '../../../ui/form/submitWithServerErrors.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useSaveTask } from '../hooks/useDayTasks.ts';

interface TaskDialogProps {
  /** null: closed; 'new': a new task; a task: that task changed. */
  task: DayTask | 'new' | null;
  date: string;
  people: { value: string; label: string }[];
  rooms: { value: string; label: string }[];
  onClose: () => void;
}

/** A maintenance or housekeeping task tied to no booking: the spec's task fields, the domain's schema. */
export function TaskDialog({ task, date, people, rooms, onClose }: TaskDialogProps) {
  const { t } = useTranslation();
  const editing = task !== null && task !== 'new' ? task : null;
  return (
    <FormModal
      opened={task !== null}
      onClose={onClose}
      title={editing ? t('dayTasks.edit') : t('dayTasks.add')}
    >
      {task !== null ? (
        <TaskForm
          key={editing?.id ?? 'new'}
          task={editing}
          date={date}
          people={people}
          rooms={rooms}
          onClose={onClose}
        />
      ) : null}
    </FormModal>
  );
}

function TaskForm({
  task,
  date,
  people,
  rooms,
  onClose,
}: Omit<TaskDialogProps, 'task'> & { task: DayTask | null }) {
  const { t } = useTranslation();
  const save = useSaveTask(task?.id ?? 'new');
  const form = useForm({
    resolver: zodResolver(freeTaskSchema),
    defaultValues: {
      kind: (task?.kind === 'maintenance' ? 'maintenance' : 'housekeeping') as (typeof freeTaskKinds)[number],
      title: task?.title ?? '',
      responsible: task?.responsible ?? (people[0] ? Number(people[0].value) : undefined),
      todo_date: task?.todo_date ?? date,
      todo_time: task?.todo_time ?? '12:00',
      description: task?.description ?? '',
      room: task?.room_id ?? null,
    },
  });
  const onSubmit = submitWithServerErrors(form, async (body) => {
    await save.mutateAsync({ id: task?.id ?? null, body });
    notifySuccess(t(task ? 'notify.changed' : 'notify.added'));
    onClose();
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField
            control={form.control}
            name="kind"
            label={t('dayTasks.kind')}
            data={freeTaskKinds.map((k) => ({ value: k, label: taskKindLabels[k] }))}
          />
          <SelectField
            control={form.control}
            name="responsible"
            label={t('dayTasks.responsible')}
            data={people}
            parse={Number}
            withAsterisk
          />
        </SimpleGrid>
        <TextField
          control={form.control}
          name="title"
          label={t('dayTasks.taskTitle')}
          withAsterisk
          data-autofocus
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <TextField
            control={form.control}
            name="todo_date"
            label={t('dayTasks.date')}
            type="date"
            withAsterisk
          />
          <TextField
            control={form.control}
            name="todo_time"
            label={t('dayTasks.time')}
            type="time"
            withAsterisk
          />
          <SelectField
            control={form.control}
            name="room"
            label={t('dayTasks.room')}
            placeholder={t('dayTasks.noRoom')}
            data={rooms}
            parse={Number}
            clearable
            allowDeselect
          />
        </SimpleGrid>
        <RegisteredField control={form.control} name="description">
          {(field) => (
            <Textarea
              {...field}
              label={t('dayTasks.details')}
              withAsterisk
              autosize
              minRows={2}
              maxRows={6}
            />
          )}
        </RegisteredField>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('housekeeping.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
