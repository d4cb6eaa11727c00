import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { MailDetail } from '../types.ts';
import { mailPaths } from '../utils/mailPaths.ts';

/** One message as it was sent; nothing is asked while no message is open. */
export function useMailDetail(id: number | null) {
  return useQuery({
    queryKey: queryKeys.mail.one(id ?? 0),
    queryFn: () => api.get<MailDetail>(mailPaths.one(id ?? 0)),
    enabled: id !== null,
  });
}
