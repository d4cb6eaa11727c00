/** Query keys of the outbox; they belong to the current company (reset when it changes). */
export const mailKeys = {
  all: ['mail'] as const,
  list: ['mail', 'list'] as const,
  one: (id: number) => ['mail', 'one', id] as const,
};
