/**
 * 'Баннеры' (specification 7.7 /companies/strip/): the banner strip of the booking page, pictures in
 * `position` order, each with a caption and where a click leads. Design: docs/feed-and-strip.md.
 */
import { imageMessages, stripSchema, stripView } from '@pms/domain';
import { asc } from 'drizzle-orm';
import { companyStrip } from '../../db/schema.ts';
import { catalogueRoutes } from '../../http/catalogue/define-catalogue.ts';
import { badRequest } from '../../http/errors.ts';
import { companyImageRefs, isCompanyImage } from '../images/index.ts';

export const stripCatalogue = catalogueRoutes({
  path: '/api/v2/companies/strip/',
  noun: ['banner', 'banners'],
  tag: 'companies',
  table: companyStrip,
  input: stripSchema,
  view: stripView,
  columns: (s) => ({
    imageId: s.image,
    caption: s.caption,
    link: s.link,
    position: s.position,
    isActive: s.is_active,
  }),
  present: async (db, companyId, rows) => {
    const refs = await companyImageRefs(
      db,
      companyId,
      rows.flatMap((r) => (r.imageId ? [r.imageId] : [])),
    );
    return rows.map((s) => ({
      id: s.id,
      // Null once its picture is deleted from the gallery: the booking page skips such a banner.
      image: (s.imageId && refs.get(s.imageId)) || null,
      caption: s.caption,
      link: s.link,
      position: s.position,
      is_active: s.isActive,
    }));
  },
  search: companyStrip.searchText,
  inUse: [],
  orderBy: [asc(companyStrip.position), asc(companyStrip.id)],
  notFoundMessage: 'Баннер не найден',
  validate: async (tx, companyId, input) => {
    if (input.image && !(await isCompanyImage(tx, companyId, input.image))) {
      throw badRequest(imageMessages.notFound, 'image');
    }
  },
});
