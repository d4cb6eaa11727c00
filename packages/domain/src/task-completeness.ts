/**
 * 'Пожалуйста заполните задачу!' (specification 2.6, step 6): a task is saved only whole — a title, a
 * responsible employee, a date and time to do it by, and a description. The editor marks every missing
 * field; the server refuses on the first one. Both ask this rule.
 */
export const taskFields = ['title', 'responsible', 'todo_date', 'todo_time', 'description'] as const;
export type TaskField = (typeof taskFields)[number];

export function missingTaskFields(task: {
  title?: string | null;
  responsible?: number | null;
  todo_date?: string | null;
  todo_time?: string | null;
  description?: string | null;
}): TaskField[] {
  const filled: Record<TaskField, boolean> = {
    title: Boolean(task.title?.trim()),
    responsible: Boolean(task.responsible),
    todo_date: Boolean(task.todo_date),
    todo_time: Boolean(task.todo_time),
    description: Boolean(task.description?.trim()),
  };
  return taskFields.filter((field) => !filled[field]);
}
