import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { session } from '../../../api/session.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';

/** The server's answer to an import: how many cells it changed. */
interface ImportResult {
  changed: number;
}

/** Sends the manager's workbook to POST /rate-grid/xlsx/ (multipart 'file'); nothing changes on any error. */
async function upload(file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = session.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const companyId = session.getCompanyId();
  if (companyId !== null) headers['X-Company-Id'] = String(companyId);
  let response: Response;
  try {
    response = await fetch('/api/v2/rate-grid/xlsx/', {
      method: 'POST',
      headers,
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, i18n.t('notify.networkError'));
  }
  const body = (await response.json().catch(() => null)) as
    | (ImportResult & { error?: string; field?: string })
    | null;
  if (!response.ok) {
    throw new ApiError(response.status, body?.error ?? i18n.t('notify.unknownError'), body?.field, {
      ...body,
    });
  }
  return body as ImportResult;
}

/** The import, the grid refreshed after it; `errorText` is the server's refusal, a line per refused cell. */
export function useImportGrid() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: upload,
    onSuccess: async ({ changed }) => {
      notifySuccess(changed ? t('rates.imported', { count: changed }) : t('rates.importedNothing'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.ratePlans });
    },
  });
  // The server's refusal lists every refused cell on its own line.
  const errorText = mutation.error ? errorMessage(mutation.error) : '';
  return { ...mutation, errorText };
}
