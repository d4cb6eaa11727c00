import { Button, Group, Select } from '@mantine/core';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room } from '../../../../api/types.ts';
import { FormModal } from '../../../../ui/FormModal.tsx';
import { ListFooter } from '../../../../ui/ListFooter.tsx';
import { ListState } from '../../../../ui/ListState.tsx';
import { PageHeader } from '../../../../ui/PageHeader.tsx';
import { SearchInput } from '../../../../ui/SearchInput.tsx';
import { useConfirmDelete } from '../../../../ui/useConfirmDelete.tsx';
import { useEditorState } from '../../../../ui/useEditorState.ts';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useAllCategories } from '../../categories/hooks/useAllCategories.ts';
import { useDeleteRoom } from '../hooks/useDeleteRoom.ts';
import { useRoomsPage } from '../hooks/useRoomsPage.ts';
import { RoomForm } from './RoomForm.tsx';
import { RoomsTable } from './RoomsTable.tsx';

/** Administration of rooms (/admin/rooms), filterable by category. */
export function RoomsPage() {
  const { t } = useTranslation();
  const list = useListParams();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useAllCategories();
  const query = useRoomsPage({ ...list.params, category: categoryId ?? undefined });
  const editor = useEditorState<Room>();
  const remove = useDeleteRoom();
  const confirmDelete = useConfirmDelete();
  const noCategories = categories.data?.length === 0;
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate} disabled={noCategories}>
      {t('rooms.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('rooms.title')}
        description={noCategories ? t('rooms.noCategoriesHint') : undefined}
        actions={addButton}
      />
      <Group mb="md" align="flex-end">
        <SearchInput value={list.search} onChange={list.setSearch} />
        <Select
          aria-label={t('rooms.filterCategory')}
          placeholder={t('rooms.filterAll')}
          leftSection={<IconCategory size={16} />}
          data={(categories.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          value={categoryId === null ? null : String(categoryId)}
          onChange={(value) => {
            setCategoryId(value === null ? null : Number(value));
            list.setPage(1);
          }}
          clearable
          searchable
          nothingFoundMessage={t('common.nothingFound')}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      <ListState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        isEmpty={query.data?.results.length === 0}
        isFiltered={Boolean(list.params.search) || categoryId !== null}
        emptyTitle={t('rooms.emptyTitle')}
        emptyDescription={noCategories ? t('rooms.noCategoriesHint') : t('rooms.emptyDescription')}
        emptyAction={noCategories ? undefined : addButton}
      >
        <RoomsTable
          rooms={query.data?.results ?? []}
          onEdit={editor.openEdit}
          onDelete={(room) => confirmDelete(room.name, () => remove.mutate(room.id))}
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
        title={editor.item ? t('rooms.editTitle', { name: editor.item.name }) : t('rooms.createTitle')}
      >
        <RoomForm
          key={editor.session}
          room={editor.item}
          categories={categories.data ?? []}
          defaultCategory={categoryId}
          onClose={editor.close}
        />
      </FormModal>
    </>
  );
}
