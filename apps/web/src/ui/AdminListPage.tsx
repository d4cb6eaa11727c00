import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../api/types.ts';
import type { ru } from '../i18n/ru.ts';
import { CrudTable, type RowAccess } from './CrudTable.tsx';
import { FormModal } from './FormModal.tsx';
import { ListFooter } from './ListFooter.tsx';
import { ListState } from './ListState.tsx';
import { PageHeader } from './PageHeader.tsx';
import { SearchInput } from './SearchInput.tsx';
import type { TableColumn } from './TableColumn.ts';
import { type ConfirmTexts, useConfirmDelete } from './useConfirmDelete.tsx';
import { useEditorState } from './useEditorState.ts';
import type { useListParams } from './useListParams.ts';

interface ListTexts {
  title: string;
  add: string;
  createTitle: string;
  editTitle: string;
  emptyTitle: string;
  emptyDescription: string;
}

type Texts = typeof ru;
/** The ru.ts sections that hold every text of a list page ('categories', 'rooms', …). */
type ListSection = { [K in keyof Texts]: Texts[K] extends ListTexts ? K : never }[keyof Texts];

interface AdminListPageProps<T extends { id: number }> {
  /** Where the page's title, 'Добавить …' button, empty state and dialog titles are in ru.ts. */
  section: ListSection;
  /** Paging and search, owned by the page because its query (and any extra filter) depends on them. */
  list: ReturnType<typeof useListParams>;
  query: UseQueryResult<Page<T>>;
  remove: { mutate: (id: number) => void };
  columns: TableColumn<T>[];
  /** How a row is named in its buttons, in the delete question and in the edit dialog's title. */
  itemName: (item: T) => string;
  /** A row whose removal means something else than deleting it asks its own question; else 'Удалить?'. */
  deleteQuestion?: (item: T) => ConfirmTexts | undefined;
  /** The dialog's form: `item` is null when adding; `onClose` closes the dialog. */
  renderForm: (item: T | null, onClose: () => void) => ReactNode;
  searchPlaceholder?: string;
  /** More filters beside the search box. */
  filters?: ReactNode;
  /** One of those filters is applied, so an empty list means 'nothing found'. */
  filtered?: boolean;
  /** Why nothing can be added yet: shown under the title and in the empty state, and 'Добавить' is off. */
  blockedHint?: string;
  tableMinWidth?: number;
  /** Buttons beside 'Добавить …' in the header (an export). */
  headerActions?: ReactNode;
  /** Width of the create/edit dialog when the form needs more than the default ('lg'). */
  formSize?: string;
  /**
   * False for a role that may only read the list (issue 15): no 'Добавить …', no edit or delete buttons.
   * The server refuses those calls anyway.
   */
  writable?: boolean;
  /** What the role may do to one row, where that differs by row (CrudTable). */
  rowAccess?: (item: T) => RowAccess;
}

/**
 * The administration list skeleton: title with 'Добавить …', search, the table with edit and delete
 * buttons, paging, the create/edit dialog and the delete confirmation. Pages only declare what differs.
 */
export function AdminListPage<T extends { id: number }>(props: AdminListPageProps<T>) {
  const { section, list, query, itemName } = props;
  const { t } = useTranslation();
  const editor = useEditorState<T>();
  const confirmDelete = useConfirmDelete();
  const writable = props.writable ?? true;
  const addButton = !writable ? null : (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={editor.openCreate}
      disabled={props.blockedHint !== undefined}
    >
      {t(`${section}.add`)}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t(`${section}.title`)}
        description={props.blockedHint}
        actions={
          props.headerActions ? (
            <Group gap="sm">
              {props.headerActions}
              {addButton}
            </Group>
          ) : (
            addButton
          )
        }
      />
      <Group mb="md" align={props.filters ? 'flex-end' : undefined}>
        <SearchInput value={list.search} onChange={list.setSearch} placeholder={props.searchPlaceholder} />
        {props.filters}
      </Group>
      <ListState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        isEmpty={query.data?.results.length === 0}
        isFiltered={Boolean(list.params.search) || Boolean(props.filtered)}
        emptyTitle={t(`${section}.emptyTitle`)}
        emptyDescription={props.blockedHint ?? t(`${section}.emptyDescription`)}
        emptyAction={props.blockedHint === undefined ? (addButton ?? undefined) : undefined}
      >
        <CrudTable
          columns={props.columns}
          rows={query.data?.results ?? []}
          rowName={itemName}
          onEdit={editor.openEdit}
          onDelete={(item) =>
            confirmDelete(itemName(item), () => props.remove.mutate(item.id), props.deleteQuestion?.(item))
          }
          minWidth={props.tableMinWidth}
          writable={writable}
          rowAccess={props.rowAccess}
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
        size={props.formSize}
        title={
          editor.item
            ? t(`${section}.editTitle`, { name: itemName(editor.item) })
            : t(`${section}.createTitle`)
        }
      >
        {/* A new key on every opening, so the form starts from fresh values. */}
        <Fragment key={editor.session}>{props.renderForm(editor.item, editor.close)}</Fragment>
      </FormModal>
    </>
  );
}
