import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../api/types.ts';
import { FormModal } from '../../../../ui/FormModal.tsx';
import { ListFooter } from '../../../../ui/ListFooter.tsx';
import { ListState } from '../../../../ui/ListState.tsx';
import { PageHeader } from '../../../../ui/PageHeader.tsx';
import { SearchInput } from '../../../../ui/SearchInput.tsx';
import { useConfirmDelete } from '../../../../ui/useConfirmDelete.tsx';
import { useEditorState } from '../../../../ui/useEditorState.ts';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useCategoriesPage } from '../hooks/useCategoriesPage.ts';
import { useDeleteCategory } from '../hooks/useDeleteCategory.ts';
import { CategoriesTable } from './CategoriesTable.tsx';
import { CategoryForm } from './CategoryForm.tsx';

/** Administration of room categories (/admin/categories). */
export function CategoriesPage() {
  const { t } = useTranslation();
  const list = useListParams();
  const query = useCategoriesPage(list.params);
  const editor = useEditorState<Category>();
  const remove = useDeleteCategory();
  const confirmDelete = useConfirmDelete();
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
      {t('categories.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('categories.title')} actions={addButton} />
      <Group mb="md">
        <SearchInput value={list.search} onChange={list.setSearch} />
      </Group>
      <ListState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        isEmpty={query.data?.results.length === 0}
        isFiltered={Boolean(list.params.search)}
        emptyTitle={t('categories.emptyTitle')}
        emptyDescription={t('categories.emptyDescription')}
        emptyAction={addButton}
      >
        <CategoriesTable
          categories={query.data?.results ?? []}
          onEdit={editor.openEdit}
          onDelete={(category) => confirmDelete(category.name, () => remove.mutate(category.id))}
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
          editor.item ? t('categories.editTitle', { name: editor.item.name }) : t('categories.createTitle')
        }
      >
        <CategoryForm key={editor.session} category={editor.item} onClose={editor.close} />
      </FormModal>
    </>
  );
}
