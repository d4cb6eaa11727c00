import type { CompanyImageKind, CompanyImageView, ImageRef, ImageView, TagView } from '@pms/domain';
import type { ImageMeta, TagRow } from './images.repository.ts';

/** The stable addresses of a picture: its hash is in them, so a new picture is a new URL. */
export function imageRef(row: Pick<ImageMeta, 'id' | 'etag'>): ImageRef {
  const url = `/api/v2/images/${row.id}/${row.etag}/`;
  return { id: row.id, url, thumb_url: `${url}thumb/` };
}

export function presentImage(row: ImageMeta): ImageView {
  return { ...imageRef(row), is_main: row.isMain, width: row.width, height: row.height };
}

export function presentCompanyImage(row: ImageMeta): CompanyImageView {
  return {
    ...presentImage(row),
    kind: row.ownerKind as CompanyImageKind,
    size: row.size,
    mime: row.mime,
    created_at: row.createdAt.toISOString(),
  };
}

export const presentTag = (row: TagRow): TagView => ({
  id: row.id,
  category: row.categoryId,
  name: row.name,
});

/** A category's pictures, main picture and tags, as a category (or activity) carries them. */
export interface CategoryMedia {
  images: ImageView[];
  main_image: ImageRef | null;
  tags: TagView[];
}
