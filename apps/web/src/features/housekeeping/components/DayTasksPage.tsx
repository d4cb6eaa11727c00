import { ActionIcon, Badge, Button, Checkbox, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type DayTask, isLocalDate } from '@pms/domain';
import { IconCalendar, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useConfirmDelete } from '../../../ui/useConfirmDelete.tsx';
import { useCan } from '../../auth/hooks/useCan.ts';
import { usePropertyToday } from '../../reports/hooks/usePropertyToday.ts';
import { useBoard } from '../hooks/useBoard.ts';
import { useDayTasks, useTaskActions, useTaskEmployees } from '../hooks/useDayTasks.ts';
import { TaskDialog } from './TaskDialog.tsx';

/**
 * 'Задачи на сегодня' (/tasks, issue 33): one list per employee of the bookings' tasks and the free
 * ones (maintenance, housekeeping), by due time. Every employee sees and closes her own (a booking's
 * task too: the editor's save keeps the mark); the supervisor picks whose, and creates, changes and
 * deletes the free ones for any employee of the company.
 */
export function DayTasksPage() {
  const { t } = useTranslation();
  const can = useCan();
  const supervisor = can('housekeeping.assign');
  const { today } = usePropertyToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = isLocalDate(asked) ? asked : today;
  const [employee, setEmployee] = useState<string | null>(null);
  const tasks = useDayTasks(date, employee === null ? null : Number(employee));
  const employees = useTaskEmployees(supervisor);
  const board = useBoard(supervisor ? date : null);
  const { done, remove } = useTaskActions();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<DayTask | 'new' | null>(null);
  const people = (employees.data?.employees ?? []).map((e) => ({
    value: String(e.id),
    label: `${e.name} · ${e.role_label}`,
  }));
  const rooms = (board.data?.rooms ?? []).map((r) => ({ value: String(r.room_id), label: r.room_name }));

  return (
    <Stack gap="sm">
      <PageHeader
        title={t('dayTasks.title')}
        description={t('dayTasks.description')}
        actions={
          supervisor ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('dayTasks.add')}
            </Button>
          ) : null
        }
      />
      {supervisor && date ? (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DatePickerInput
            label={t('dayTasks.date')}
            leftSection={<IconCalendar size={16} />}
            valueFormat="DD.MM.YYYY"
            value={date}
            onChange={(value) => value && setParams({ date: value }, { replace: true })}
            w={150}
          />
          <Select
            label={t('dayTasks.employee')}
            placeholder={t('dayTasks.everyone')}
            data={people}
            value={employee}
            onChange={setEmployee}
            clearable
            w={240}
          />
        </Group>
      ) : null}
      {tasks.isPending ? <PageLoader /> : null}
      {tasks.isError ? <LoadError error={tasks.error} onRetry={() => tasks.refetch()} /> : null}
      {tasks.data && tasks.data.tasks.length === 0 ? <Text c="dimmed">{t('dayTasks.empty')}</Text> : null}
      <Stack gap="xs" maw={880}>
        {tasks.data?.tasks.map((task) => {
          const free = task.booking_id === null;
          return (
            <Paper key={task.id} withBorder radius="md" p="sm" data-testid={`task-${task.id}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                  <Checkbox
                    mt={2}
                    checked={task.done}
                    disabled={done.isPending}
                    onChange={(event) => done.mutate({ id: task.id, done: event.currentTarget.checked })}
                    aria-label={t('dayTasks.doneOf', { title: task.title })}
                  />
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6} wrap="wrap">
                      <Text fw={700}>{task.todo_time}</Text>
                      <Text fw={600} td={task.done ? 'line-through' : undefined}>
                        {task.title}
                      </Text>
                      <Badge variant="outline" color="dark" size="sm">
                        {task.kind_label}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {[
                        task.room_name,
                        task.responsible_name,
                        task.booking_id !== null ? t('dayTasks.booking', { id: task.booking_id }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    {task.description ? <Text size="sm">{task.description}</Text> : null}
                  </div>
                </Group>
                {supervisor && free ? (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      onClick={() => setEditing(task)}
                      aria-label={t('dayTasks.editOf', { title: task.title })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => confirmDelete(task.title, () => remove.mutate(task.id))}
                      aria-label={t('dayTasks.deleteOf', { title: task.title })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                ) : null}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {date ? (
        <TaskDialog
          task={editing}
          date={date}
          people={people}
          rooms={rooms}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
