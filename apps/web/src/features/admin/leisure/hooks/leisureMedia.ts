import { queryKeys } from '../../../../api/queryKeys.ts';
import type { CategoryMediaKind } from '../../category-media/types/CategoryMediaKind.ts';
import { leisurePaths } from './leisurePaths.ts';

/**
 * A leisure activity's pictures (issue 14), as the hotel categories' photos work, without tags and with
 * 'Заменить фото', which keeps the picture's place and main flag and swaps its bytes.
 */
export const leisureMedia: CategoryMediaKind = {
  categoryPath: leisurePaths.categories,
  imagesPath: leisurePaths.images,
  tagsPath: null,
  listKey: queryKeys.leisureCategories,
  replace: { label: 'leisureAdmin.media.replace', done: 'leisureAdmin.media.replaced' },
  gridCols: { base: 2, xs: 3, sm: 4 },
  testId: 'leisure-photos',
  hint: 'leisureAdmin.media.hint',
  saveFirst: 'leisureAdmin.media.saveFirst',
};
