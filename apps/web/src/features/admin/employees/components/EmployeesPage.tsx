import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../../api/types.ts';
import { FormModal } from '../../../../ui/FormModal.tsx';
import { ListFooter } from '../../../../ui/ListFooter.tsx';
import { ListState } from '../../../../ui/ListState.tsx';
import { PageHeader } from '../../../../ui/PageHeader.tsx';
import { SearchInput } from '../../../../ui/SearchInput.tsx';
import { useConfirmDelete } from '../../../../ui/useConfirmDelete.tsx';
import { useEditorState } from '../../../../ui/useEditorState.ts';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useProfile } from '../../../auth/hooks/useProfile.ts';
import { useDeleteEmployee } from '../hooks/useDeleteEmployee.ts';
import { useEmployeesPage } from '../hooks/useEmployeesPage.ts';
import { fullName } from '../utils/fullName.ts';
import { EmployeeCreateForm } from './EmployeeCreateForm.tsx';
import { EmployeeEditForm } from './EmployeeEditForm.tsx';
import { EmployeesTable } from './EmployeesTable.tsx';

/** Administration of the company's employees (/admin/employees). */
export function EmployeesPage() {
  const { t } = useTranslation();
  const list = useListParams();
  const query = useEmployeesPage(list.params);
  const profile = useProfile();
  const editor = useEditorState<Employee>();
  const remove = useDeleteEmployee();
  const confirmDelete = useConfirmDelete();
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
      {t('employees.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('employees.title')} actions={addButton} />
      <Group mb="md">
        <SearchInput
          value={list.search}
          onChange={list.setSearch}
          placeholder={t('employees.searchPlaceholder')}
        />
      </Group>
      <ListState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        isEmpty={query.data?.results.length === 0}
        isFiltered={Boolean(list.params.search)}
        emptyTitle={t('employees.emptyTitle')}
        emptyDescription={t('employees.emptyDescription')}
        emptyAction={addButton}
      >
        <EmployeesTable
          employees={query.data?.results ?? []}
          currentUserId={profile.data?.id}
          onEdit={editor.openEdit}
          onDelete={(employee) => confirmDelete(fullName(employee), () => remove.mutate(employee.id))}
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
          editor.item ? t('employees.editTitle', { name: fullName(editor.item) }) : t('employees.createTitle')
        }
      >
        {editor.item ? (
          <EmployeeEditForm key={editor.session} employee={editor.item} onClose={editor.close} />
        ) : (
          <EmployeeCreateForm key={editor.session} onClose={editor.close} />
        )}
      </FormModal>
    </>
  );
}
