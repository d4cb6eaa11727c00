import type { LeisureCategoryView, LeisureTariffAdminView } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../../../ui/ActiveBadge.tsx';
import { NameCell } from '../../../../ui/NameCell.tsx';
import type { TableColumn } from '../../../../ui/TableColumn.ts';
import { TariffDaysCell } from '../components/TariffDaysCell.tsx';
import { TariffPricesCell } from '../components/TariffPricesCell.tsx';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * Тариф, Активность (named from the activities' list: a tariff only carries its id), Время, Мест в день,
 * Дни продажи, Цены, Активен.
 */
export function useLeisureTariffColumns(
  categories: LeisureCategoryView[],
): TableColumn<LeisureTariffAdminView>[] {
  const { t } = useTranslation();
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return [
    { header: t('leisureTariffs.columns.name'), cell: (tariff) => <NameCell name={tariff.enum} /> },
    {
      header: t('leisureTariffs.columns.category'),
      cell: (tariff) => names.get(tariff.category) ?? t('common.dash'),
    },
    {
      header: t('leisureTariffs.columns.time'),
      cell: (tariff) =>
        t('leisureTariffs.timeRange', {
          start: tariff.start_time.slice(0, 5),
          end: tariff.end_time.slice(0, 5),
        }),
      style: nowrap,
    },
    { header: t('leisureTariffs.columns.stock'), cell: (tariff) => tariff.stock_number },
    { header: t('leisureTariffs.columns.days'), cell: (tariff) => <TariffDaysCell tariff={tariff} /> },
    {
      header: t('leisureTariffs.columns.prices'),
      cell: (tariff) => <TariffPricesCell tariff={tariff} />,
      style: { minWidth: 190 },
    },
    {
      header: t('leisureTariffs.columns.active'),
      cell: (tariff) => <ActiveBadge active={tariff.is_active} />,
    },
  ];
}
