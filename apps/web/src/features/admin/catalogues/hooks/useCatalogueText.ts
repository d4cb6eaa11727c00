import { useTranslation } from 'react-i18next';
import type { CatalogueKey } from '../catalogueTypes.ts';

/**
 * A text of a catalogue's ru.ts section by a path built from the manifest ('fields.price',
 * 'kinds.kind.cash'). i18next's typed keys cannot follow names known only at run time, so the key is
 * passed untyped here; catalogueTexts.test.ts checks that every text the manifest names exists.
 */
export function useCatalogueText(key: CatalogueKey) {
  const { t } = useTranslation();
  return (path: string): string => t(`${key}.${path}` as never);
}
