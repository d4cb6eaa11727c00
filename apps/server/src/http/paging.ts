import type { PageQuery } from '@pms/domain';

/** Offset and limit of the specification's page[number] / page[size] query. */
export function pageWindow(q: PageQuery) {
  const limit = q['page[size]'];
  return { offset: (q['page[number]'] - 1) * limit, limit, search: q.search || undefined };
}
