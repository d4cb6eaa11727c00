import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../api/types.ts';
import { ActiveBadge } from '../../../../ui/ActiveBadge.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { RowActions } from '../../../../ui/RowActions.tsx';

interface CategoriesTableProps {
  categories: Category[];
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

/** Название, Тип, Мест, Доп. мест, Номеров, Активна. */
export function CategoriesTable({ categories, onEdit, onDelete }: CategoriesTableProps) {
  const { t } = useTranslation();
  const columns = [
    t('categories.columns.name'),
    t('categories.columns.type'),
    t('categories.columns.places'),
    t('categories.columns.additional'),
    t('categories.columns.rooms'),
    t('categories.columns.active'),
    '',
  ];
  return (
    <DataTable columns={columns}>
      {categories.map((category) => (
        <Table.Tr key={category.id}>
          <Table.Td>
            <Text fw={500} size="sm">
              {category.name}
            </Text>
            {category.description ? (
              <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
                {category.description}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>{t(`categories.typeShort.${category.category_type}`)}</Table.Td>
          <Table.Td>{category.place_number}</Table.Td>
          <Table.Td>{category.additional_place}</Table.Td>
          <Table.Td>{category.rooms}</Table.Td>
          <Table.Td>
            <ActiveBadge active={category.is_active} />
          </Table.Td>
          <Table.Td>
            <RowActions
              name={category.name}
              onEdit={() => onEdit(category)}
              onDelete={() => onDelete(category)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
