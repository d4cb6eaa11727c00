import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isMonth, monthOf } from '../utils/monthGrid.ts';

const CATEGORY_KEY = 'category';
const MONTH_KEY = 'month';

/**
 * The shown category and month, kept in the URL (?category=&month=) so a reload or a link opens the same
 * view. Without them the calendar opens on the property's current month and the first category.
 */
export function useLeisureParams(propertyToday: string) {
  const [params, setParams] = useSearchParams();
  const urlMonth = params.get(MONTH_KEY);
  const month = isMonth(urlMonth) ? urlMonth : monthOf(propertyToday);
  const categoryId = Number(params.get(CATEGORY_KEY)) || null;

  const update = useCallback(
    (next: { month?: string; categoryId?: number }) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next.month !== undefined) copy.set(MONTH_KEY, next.month);
          if (next.categoryId !== undefined) copy.set(CATEGORY_KEY, String(next.categoryId));
          return copy;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { month, categoryId, update };
}
