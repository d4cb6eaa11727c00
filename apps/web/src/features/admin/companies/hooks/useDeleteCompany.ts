import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { session } from '../../../../api/session.ts';
import { useDeleteMutation } from '../../../../api/useDeleteMutation.ts';
import { companiesPath } from './companiesPath.ts';

/**
 * 'Удалить' of a company: the server archives one with history (`has_history`, given by `hasHistory`)
 * and deletes an empty one. Either way it leaves every list; when it was the company being worked in, the
 * next request goes without it, so the profile picks the next company instead of being refused.
 */
export function useDeleteCompany(hasHistory: (id: number) => boolean) {
  const { t } = useTranslation();
  return useDeleteMutation(
    companiesPath,
    [queryKeys.companies, queryKeys.companiesList, queryKeys.profile],
    (id) => {
      if (session.getCompanyId() === id) session.setCompanyId(null);
      return hasHistory(id) ? t('companies.archive.done') : undefined;
    },
  );
}
