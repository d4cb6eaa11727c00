import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { MailSent } from '../types.ts';
import { mailPaths } from '../utils/mailPaths.ts';
import { useSendOutcome } from './useSendOutcome.ts';

export interface SendBookingEmail {
  /** The booking open in the editor. */
  bookingId: number;
  /** The group's parent when the editor is in a saved group mode: the whole group is sent. */
  groupParent?: number | null;
  /** The version the editor loaded (the parent's for a group): a colleague's change is not mailed unseen. */
  version: number;
}

/**
 * 'Отправить на почту': the confirmation e-mail with its PDF to the first guest. The toasts are shown
 * here ('Отправлено!' or the server's reason), so the editor's button only calls `mutate`.
 */
export function useSendBookingEmail() {
  const outcome = useSendOutcome();
  return useMutation({
    mutationFn: ({ version, ...target }: SendBookingEmail) =>
      api.post<MailSent>(mailPaths.send(target), { version }),
    ...outcome,
  });
}
