import { objectTypes } from '@pms/domain';
import { useTranslation } from 'react-i18next';

/** 'Отель' / 'Объект отдыха' as select options. */
export function useObjectTypeOptions() {
  const { t } = useTranslation();
  return objectTypes.map((value) => ({ value, label: t(`companies.objectType.${value}`) }));
}
