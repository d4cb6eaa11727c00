import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { MailSent } from '../types.ts';
import { mailPaths } from '../utils/mailPaths.ts';
import { useSendOutcome } from './useSendOutcome.ts';

/** 'Повторить': the same message again, to the same address. */
export function useRetryMail() {
  const outcome = useSendOutcome();
  return useMutation({
    mutationFn: (id: number) => api.post<MailSent>(mailPaths.retry(id)),
    ...outcome,
  });
}
