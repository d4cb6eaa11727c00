import { Text } from '@mantine/core';
import { type LeisureTariffAdminView, leisureMonths, leisureWeekdays } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { summarizeKeys } from '../utils/dayKeys.ts';

/** 'Дни продажи' of the tariffs list: the weekdays ('Пн–Пт', 'Ежедневно'), the months under them. */
export function TariffDaysCell({ tariff }: { tariff: LeisureTariffAdminView }) {
  const { t } = useTranslation();
  const short = (key: string) => t(`priceGrid.keyShort.${key as 'mon'}`);
  const days = summarizeKeys(leisureWeekdays, tariff.weekdays, short) ?? t('leisureTariffs.everyDay');
  // Months go round the year, so a winter tariff reads 'Дек–Фев'.
  const months = summarizeKeys(leisureMonths, tariff.months, short, true) ?? t('leisureTariffs.allYear');
  return (
    <>
      <Text size="sm">{days}</Text>
      <Text size="xs" c="dimmed">
        {months}
      </Text>
    </>
  );
}
