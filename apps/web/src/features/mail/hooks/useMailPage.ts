import type { QueryParams } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { usePageQuery } from '../../../api/usePageQuery.ts';
import type { MailView } from '../types.ts';
import { mailPaths } from '../utils/mailPaths.ts';

/** One page of the send log, newest first, narrowed by status and booking. */
export function useMailPage(params: QueryParams) {
  return usePageQuery<MailView>(queryKeys.mail.list, mailPaths.list, params);
}
