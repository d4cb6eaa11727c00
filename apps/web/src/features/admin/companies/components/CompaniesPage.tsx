import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../../ui/AdminListPage.tsx';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useCompaniesPage } from '../hooks/useCompaniesPage.ts';
import { useCompanyAccess } from '../hooks/useCompanyAccess.ts';
import { useCompanyColumns } from '../hooks/useCompanyColumns.tsx';
import { useDeleteCompany } from '../hooks/useDeleteCompany.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { ExportCompaniesButton } from './ExportCompaniesButton.tsx';

/** Administration of the properties the employee works in (/admin/companies). */
export function CompaniesPage() {
  const list = useListParams();
  const { t } = useTranslation();
  const query = useCompaniesPage(list.params);
  const remove = useDeleteCompany(
    (id) => query.data?.results.find((company) => company.id === id)?.has_history ?? false,
  );
  const columns = useCompanyColumns();
  const access = useCompanyAccess();
  return (
    <AdminListPage
      section="companies"
      list={list}
      query={query}
      remove={remove}
      columns={columns}
      rowAccess={access}
      itemName={(company) => company.name}
      // A company with history is archived, not deleted: the question says so and what stays.
      deleteQuestion={(company) =>
        company.has_history
          ? {
              title: t('companies.archive.title'),
              message: t('companies.archive.message', { name: company.name }),
              confirm: t('companies.archive.confirm'),
            }
          : {
              title: t('confirm.deleteTitle'),
              message: t('companies.deleteEmpty.message', { name: company.name }),
              confirm: t('confirm.confirmDelete'),
            }
      }
      renderForm={(company, onClose) => <CompanyForm company={company} onClose={onClose} />}
      headerActions={<ExportCompaniesButton />}
      // Five text columns need more room than the default before the table scrolls sideways.
      tableMinWidth={760}
    />
  );
}
