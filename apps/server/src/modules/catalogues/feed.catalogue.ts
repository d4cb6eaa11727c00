/**
 * 'Новости' (specification 7.7 /companies/feed/): the property's news on its booking page, newest first;
 * an unpublished item is a draft. Design: docs/feed-and-strip.md.
 */
import { feedSchema, feedView, imageMessages } from '@pms/domain';
import { desc } from 'drizzle-orm';
import { companyFeed } from '../../db/schema.ts';
import { catalogueRoutes } from '../../http/catalogue/define-catalogue.ts';
import { badRequest } from '../../http/errors.ts';
import { companyImageRefs, isCompanyImage } from '../images/index.ts';

export const feedCatalogue = catalogueRoutes({
  path: '/api/v2/companies/feed/',
  noun: ['news item', 'news items'],
  tag: 'companies',
  table: companyFeed,
  input: feedSchema,
  view: feedView,
  columns: (f) => ({
    title: f.title,
    text: f.text,
    imageId: f.image,
    publishedAt: f.published_at,
    published: f.published,
  }),
  present: async (db, companyId, rows) => {
    const refs = await companyImageRefs(
      db,
      companyId,
      rows.flatMap((r) => (r.imageId ? [r.imageId] : [])),
    );
    return rows.map((f) => ({
      id: f.id,
      title: f.title,
      text: f.text,
      image: (f.imageId && refs.get(f.imageId)) || null,
      published_at: f.publishedAt,
      published: f.published,
    }));
  },
  search: companyFeed.searchText,
  inUse: [],
  orderBy: [desc(companyFeed.publishedAt), desc(companyFeed.id)],
  activeColumn: companyFeed.published,
  notFoundMessage: 'Новость не найдена',
  validate: async (tx, companyId, input) => {
    if (input.image && !(await isCompanyImage(tx, companyId, input.image))) {
      throw badRequest(imageMessages.notFound, 'image');
    }
  },
});
