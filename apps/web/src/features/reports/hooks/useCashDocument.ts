import { useMutation } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../api/client.ts';
import { openLink } from '../../../api/downloadFile.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { reportPaths } from '../utils/reportPaths.ts';

/**
 * 'Печать PDF' of the cash report: the server issues the document in its register and answers a link
 * carrying its own grant, which opens in a new tab as the booking's PDFs do.
 */
export function useCashDocument() {
  return useMutation({
    mutationFn: (params: QueryParams) => api.get<{ document: string }>(reportPaths.cashDocument, params),
    onSuccess: ({ document }) => openLink(document),
    onError: notifyError,
  });
}
