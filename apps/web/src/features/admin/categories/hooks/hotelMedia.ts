import { queryKeys } from '../../../../api/queryKeys.ts';
import type { CategoryMediaKind } from '../../category-media/types/CategoryMediaKind.ts';
import { categoriesPath } from './categoriesPath.ts';

/** A hotel category's photos and tags (issue 11): refreshed with the categories, no 'Заменить фото'. */
export const hotelMedia: CategoryMediaKind = {
  categoryPath: categoriesPath,
  imagesPath: `${categoriesPath}images/`,
  tagsPath: `${categoriesPath}tags/`,
  listKey: queryKeys.categories,
  replace: null,
  gridCols: { base: 2, xs: 3, sm: 4, md: 6 },
  testId: 'category-photos',
  hint: 'media.photosHint',
  saveFirst: 'media.saveFirst',
};
