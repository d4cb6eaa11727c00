import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { MailSent } from '../types.ts';

/**
 * What a send and a retry do when they end: 'Отправлено!', or the server's reason ('Письмо не
 * отправлено: …') in a red toast; either way the attempt is in the log, so the outbox is refreshed.
 */
export function useSendOutcome() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (answer: MailSent) => notifySuccess(answer.message),
    onError: (error: unknown) => notifyError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.mail.all }),
  };
}
