import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { session } from '../../../../api/session.ts';
import { useSwitchCompany } from '../../../../api/useSwitchCompany.ts';
import { notifyError } from '../../../../ui/notifyError.ts';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { companiesPath } from './companiesPath.ts';

/**
 * 'Удалить' of a company: the server archives one with history (`hasHistory` of its id, from the list)
 * and deletes an empty one; either way it leaves every list.
 */
export function useDeleteCompany(hasHistory: (id: number) => boolean) {
  const queryClient = useQueryClient();
  const switchCompany = useSwitchCompany();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${companiesPath}${id}/`),
    onSuccess: async (_result, id) => {
      notifySuccess(hasHistory(id) ? t('companies.archive.done') : t('notify.deleted'));
      // The company being worked in: its X-Company-Id is refused from now on, so the next requests go
      // without it and the profile picks the next company.
      if (session.getCompanyId() === id) await switchCompany(null);
      const stale = [queryKeys.companies, queryKeys.companiesList, queryKeys.profile];
      await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: notifyError,
  });
}
