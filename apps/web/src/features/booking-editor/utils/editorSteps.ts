/** The seven steps of the editor, in order (specification 2.6). */
export const editorSteps = ['stay', 'clients', 'meals', 'services', 'price', 'tasks', 'confirm'] as const;
export type EditorStep = (typeof editorSteps)[number];

const stepOfField: Record<string, EditorStep> = {
  clients: 'clients',
  food_list: 'meals',
  service_list: 'services',
  discount_list: 'price',
  promo_code: 'price',
  payments: 'price',
  task_list: 'tasks',
};

/** The step that shows a form field ('clients.0.phone_number' → clients); step 1 holds the rest. */
export function stepOfPath(path: string): number {
  const head = path.split('.')[0] ?? '';
  return editorSteps.indexOf(stepOfField[head] ?? 'stay');
}
