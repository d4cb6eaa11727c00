import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { itemStatusKey } from '../utils/itemStatusKey.ts';
import { type LegendStatus, legendStatuses } from '../utils/legendStatuses.ts';

const known = new Set<string>(legendStatuses);

/** The Russian label of an item's status (bookings by status, repairs and blocks by kind). */
export function useStatusLabel() {
  const { t } = useTranslation();
  return useCallback(
    (item: Pick<CalendarItem, 'kind' | 'status'>) => {
      const key = itemStatusKey(item);
      return known.has(key) ? t(`calendar.status.${key as LegendStatus}`) : key;
    },
    [t],
  );
}
