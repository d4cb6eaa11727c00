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
  const query = useCompaniesPage(list.params);
  const remove = useDeleteCompany();
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
      renderForm={(company, onClose) => <CompanyForm company={company} onClose={onClose} />}
      headerActions={<ExportCompaniesButton />}
      // Five text columns need more room than the default before the table scrolls sideways.
      tableMinWidth={760}
    />
  );
}
