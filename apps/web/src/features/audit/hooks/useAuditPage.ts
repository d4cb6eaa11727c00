import type { AuditRow } from '@pms/domain';
import type { QueryParams } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { usePageQuery } from '../../../api/usePageQuery.ts';

export const auditPath = '/api/v2/audit/';

/** One page of 'Журнал действий' (GET /api/v2/audit/), newest first. */
export function useAuditPage(params: QueryParams) {
  return usePageQuery<AuditRow>(queryKeys.audit, auditPath, params);
}
