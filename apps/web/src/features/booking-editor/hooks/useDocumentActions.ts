import type { InvoiceRequest } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { downloadFile, openLink } from '../../../api/downloadFile.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { useCashOrder } from '../../payments/hooks/useCashOrder.ts';
import { bookingPath } from './bookingPath.ts';
import { groupPath } from './groupPath.ts';
import { useEditorContext } from './useEditorContext.ts';

const refused = (err: unknown) => notifyRefusal(errorMessage(err));

/**
 * The documents a receptionist hands a guest, for the booking open in the editor, or for its whole
 * group in group mode: the confirmation PDF, the food coupons, the invoice and a payment's cash order.
 * The PDFs open from the link the server issues; the invoice, made out to the buyer the dialog names,
 * is saved as the server names it (its refusal is the dialog's to show, at the field it names).
 */
export function useDocumentActions() {
  const { detail, group } = useEditorContext();
  const queryClient = useQueryClient();
  const groupParent = group?.view.is_group ? group.view.id : null;
  const path = (action: string) =>
    groupParent === null ? bookingPath(detail.id, action) : groupPath(groupParent, action);

  const ticket = useMutation({
    mutationFn: () => api.get<{ ticket: string }>(path('ticket')),
    onSuccess: ({ ticket }) => openLink(ticket),
    onError: refused,
  });
  const coupons = useMutation({
    mutationFn: () => api.post<{ coupons: string }>(path('coupons'), {}),
    onSuccess: ({ coupons }) => openLink(coupons),
    onError: refused,
  });
  const invoice = useMutation({
    mutationFn: async (request: InvoiceRequest) => {
      const where = groupParent === null ? `${detail.id}` : `group/${groupParent}`;
      await downloadFile(`/api/v2/booking/invoice/${where}/`, `invoice-${detail.id}.xlsx`, request);
    },
    // An organisation billed now is offered the next time.
    onSuccess: (_, request) => {
      if (request.buyer.kind === 'organisation')
        void queryClient.invalidateQueries({ queryKey: queryKeys.editor.invoicedOrganisations });
    },
  });
  const cashOrder = useCashOrder();
  return { ticket, coupons, invoice, cashOrder, groupParent };
}
