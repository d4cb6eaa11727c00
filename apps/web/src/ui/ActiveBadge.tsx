import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'Да' / 'Нет' for an is_active flag. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {active ? t('common.yes') : t('common.no')}
    </Badge>
  );
}
