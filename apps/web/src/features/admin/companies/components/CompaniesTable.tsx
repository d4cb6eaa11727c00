import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../api/types.ts';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { RowActions } from '../../../../ui/RowActions.tsx';

interface CompaniesTableProps {
  companies: Company[];
  currentCompanyId: number | null;
  onEdit: (company: Company) => void;
  onDelete: (company: Company) => void;
}

/** Название, Тип объекта, Адрес, Телефон, E-mail; the company in the header is marked 'текущая'. */
export function CompaniesTable({ companies, currentCompanyId, onEdit, onDelete }: CompaniesTableProps) {
  const { t } = useTranslation();
  const columns = [
    t('companies.columns.name'),
    t('companies.columns.objectType'),
    t('companies.columns.address'),
    t('companies.columns.phone'),
    t('companies.columns.email'),
    '',
  ];
  return (
    <DataTable columns={columns} minWidth={760}>
      {companies.map((company) => (
        <Table.Tr key={company.id}>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Text fw={500} size="sm">
                {company.name}
              </Text>
              {company.id === currentCompanyId ? (
                <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
                  {t('companies.current')}
                </Badge>
              ) : null}
            </Group>
          </Table.Td>
          <Table.Td>{t(`companies.objectType.${company.object_type}`)}</Table.Td>
          <Table.Td>{company.address || t('common.dash')}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{company.phone || t('common.dash')}</Table.Td>
          <Table.Td>{company.email || t('common.dash')}</Table.Td>
          <Table.Td>
            <RowActions
              name={company.name}
              onEdit={() => onEdit(company)}
              onDelete={() => onDelete(company)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
