import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../api/types.ts';
import { useCompanyId } from '../../../../api/useCompanyId.ts';
import { FormModal } from '../../../../ui/FormModal.tsx';
import { ListFooter } from '../../../../ui/ListFooter.tsx';
import { ListState } from '../../../../ui/ListState.tsx';
import { PageHeader } from '../../../../ui/PageHeader.tsx';
import { SearchInput } from '../../../../ui/SearchInput.tsx';
import { useConfirmDelete } from '../../../../ui/useConfirmDelete.tsx';
import { useEditorState } from '../../../../ui/useEditorState.ts';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useCompaniesPage } from '../hooks/useCompaniesPage.ts';
import { useDeleteCompany } from '../hooks/useDeleteCompany.ts';
import { CompaniesTable } from './CompaniesTable.tsx';
import { CompanyForm } from './CompanyForm.tsx';

/** Administration of the properties the employee works in (/admin/companies). */
export function CompaniesPage() {
  const { t } = useTranslation();
  const list = useListParams();
  const query = useCompaniesPage(list.params);
  const companyId = useCompanyId();
  const editor = useEditorState<Company>();
  const remove = useDeleteCompany();
  const confirmDelete = useConfirmDelete();
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
      {t('companies.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('companies.title')} actions={addButton} />
      <Group mb="md">
        <SearchInput value={list.search} onChange={list.setSearch} />
      </Group>
      <ListState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        isEmpty={query.data?.results.length === 0}
        isFiltered={Boolean(list.params.search)}
        emptyTitle={t('companies.emptyTitle')}
        emptyDescription={t('companies.emptyDescription')}
        emptyAction={addButton}
      >
        <CompaniesTable
          companies={query.data?.results ?? []}
          currentCompanyId={companyId}
          onEdit={editor.openEdit}
          onDelete={(company) => confirmDelete(company.name, () => remove.mutate(company.id))}
        />
        <ListFooter
          count={query.data?.count ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
        />
      </ListState>
      <FormModal
        opened={editor.opened}
        onClose={editor.close}
        title={
          editor.item ? t('companies.editTitle', { name: editor.item.name }) : t('companies.createTitle')
        }
      >
        <CompanyForm key={editor.session} company={editor.item} onClose={editor.close} />
      </FormModal>
    </>
  );
}
