import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { openLink } from '../../../api/downloadFile.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';

/**
 * A payment's cash order (КО-1, or КО-2 for a refund), opened from the link the server issues: a
 * booking's payment in the editor and a leisure order's in 'Заказы дня' alike.
 */
export function useCashOrder() {
  return useMutation({
    mutationFn: (paymentId: number) =>
      api.get<{ prihodnik: string }>(`/api/v2/booking/parishioner/${paymentId}/`),
    onSuccess: ({ prihodnik }) => openLink(prihodnik),
    onError: (err: unknown) => notifyRefusal(errorMessage(err)),
  });
}
