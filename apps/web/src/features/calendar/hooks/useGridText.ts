import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type GridText, gridText } from '../utils/gridText.ts';

/** The grid's words (gridText), resolved once per language for every row and bar below the grid. */
export function useGridText(): GridText {
  const { t } = useTranslation();
  return useMemo(() => gridText(t), [t]);
}
