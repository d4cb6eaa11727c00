import { objectTypes, oneOf } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../api/types.ts';
import { useCompanyId } from '../../../../api/useCompanyId.ts';
import { NameCell } from '../../../../ui/NameCell.tsx';
import type { TableColumn } from '../../../../ui/TableColumn.ts';

/** Название, Тип объекта, Адрес, Телефон, E-mail; the company in the header is marked 'текущая'. */
export function useCompanyColumns(): TableColumn<Company>[] {
  const { t } = useTranslation();
  const currentCompanyId = useCompanyId();
  return [
    {
      header: t('companies.columns.name'),
      cell: (company) => (
        <NameCell
          name={company.name}
          mark={company.id === currentCompanyId ? t('companies.current') : null}
        />
      ),
    },
    {
      header: t('companies.columns.objectType'),
      cell: (company) => {
        const objectType = oneOf(objectTypes, company.object_type);
        return objectType ? t(`companies.objectType.${objectType}`) : company.object_type;
      },
    },
    { header: t('companies.columns.address'), cell: (company) => company.address || t('common.dash') },
    {
      header: t('companies.columns.phone'),
      cell: (company) => company.phone || t('common.dash'),
      style: { whiteSpace: 'nowrap' },
    },
    { header: t('companies.columns.email'), cell: (company) => company.email || t('common.dash') },
  ];
}
