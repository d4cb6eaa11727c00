import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client.ts';
import { notifyError } from '../../../../ui/notifyError.ts';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { employeesPath } from './employeesPath.ts';

/** Mails the invitee a new link (an expired one, a lost mail); the earlier link stops working. */
export function useResendInvitation() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (id: number) => api.post<{ ok: true }>(`${employeesPath}${id}/resend-invitation/`),
    onSuccess: () => notifySuccess(t('employees.invite.resent')),
    onError: notifyError,
  });
}
