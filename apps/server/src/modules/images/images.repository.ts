/**
 * The pictures' and tags' SQL. Management reads filter by company (another company's picture or tag is
 * as missing as one that does not exist); only serving reads a picture by id and hash alone.
 */
import type { CompanyImageKind } from '@pms/domain';
import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, categoryTags, images, leisureCategories } from '../../db/schema.ts';
import type { ProcessedImage } from './image-bytes.ts';

export type OwnerKind = CategoryKind | 'company_logo' | CompanyImageKind;
/** A hotel's room category ('category') or a leisure activity ('leisure'): both have pictures, one main. */
export type CategoryKind = 'category' | 'leisure';
const categoryTables = { category: categories, leisure: leisureCategories };

/** The company's gallery: the pictures news and banners may show (the logo is its own owner). */
export const galleryKinds: OwnerKind[] = ['company', 'feed', 'strip'];

/** Every column but the bytes: lists and checks never drag megabytes out of the database. */
const { data: _data, thumb: _thumb, ...meta } = getTableColumns(images);
export type ImageMeta = Omit<typeof images.$inferSelect, 'data' | 'thumb'>;
type ImageInsert = typeof images.$inferInsert;
export type TagRow = typeof categoryTags.$inferSelect;

/** The company's logo row: its own owner kind, owned by the company itself. */
const logoOf = (companyId: number) =>
  and(eq(images.companyId, companyId), eq(images.ownerKind, 'company_logo'), eq(images.ownerId, companyId));

export const imagesRepository = {
  /**
   * One owner's pictures change one at a time: whether an upload becomes the main picture, which one is
   * promoted after a delete. The lock is per owner and ends with the transaction.
   */
  async lockOwner(tx: Db, kind: OwnerKind, ownerId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`images:${kind}`}), ${ownerId})`);
  },

  /** The company's category (or activity) `categoryId`, or nothing. */
  async category(db: Db, companyId: number, categoryId: number, kind: CategoryKind) {
    const table = categoryTables[kind];
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, categoryId), eq(table.companyId, companyId)));
    return row;
  },

  /** Holds the category (or activity) until the transaction ends, so it cannot be deleted meanwhile. */
  async shareCategory(tx: Db, kind: CategoryKind, categoryId: number) {
    const table = categoryTables[kind];
    await tx.execute(sql`select 1 from ${table} where ${table.id} = ${categoryId} for share`);
  },

  /** The company's picture `id` of one of `kinds`, or nothing. */
  async own(db: Db, companyId: number, id: number, kinds: OwnerKind[]): Promise<ImageMeta | undefined> {
    const [row] = await db
      .select(meta)
      .from(images)
      .where(and(eq(images.id, id), eq(images.companyId, companyId), inArray(images.ownerKind, kinds)));
    return row;
  },

  /** The owner's main picture, if it has one. */
  async mainOf(db: Db, kind: OwnerKind, ownerId: number) {
    const [row] = await db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.ownerKind, kind), eq(images.ownerId, ownerId), eq(images.isMain, true)));
    return row;
  },

  setMain: (db: Db, id: number, isMain: boolean) =>
    db.update(images).set({ isMain }).where(eq(images.id, id)),

  /** Unsets the owner's main picture unless it is `keepId` (the unique index of one main is immediate). */
  unsetOtherMain: (db: Db, kind: string, ownerId: number, keepId: number) =>
    db
      .update(images)
      .set({ isMain: false })
      .where(
        and(
          eq(images.ownerKind, kind),
          eq(images.ownerId, ownerId),
          eq(images.isMain, true),
          ne(images.id, keepId),
        ),
      ),

  async makeMain(db: Db, id: number): Promise<ImageMeta> {
    const [row] = await db.update(images).set({ isMain: true }).where(eq(images.id, id)).returning(meta);
    return row!;
  },

  async insert(db: Db, values: ImageInsert): Promise<ImageMeta> {
    const [row] = await db.insert(images).values(values).returning(meta);
    return row!;
  },

  /** Deletes picture `id`; answers whether it was its owner's main one (nothing when it was gone). */
  async delete(db: Db, id: number) {
    const [deleted] = await db.delete(images).where(eq(images.id, id)).returning({ isMain: images.isMain });
    return deleted;
  },

  /** The owner's oldest picture, the one promoted when the main one goes. */
  async oldestOf(db: Db, kind: string, ownerId: number) {
    const [row] = await db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.ownerKind, kind), eq(images.ownerId, ownerId)))
      .orderBy(asc(images.createdAt), asc(images.id))
      .limit(1);
    return row;
  },

  async replaceBytes(db: Db, id: number, picture: ProcessedImage): Promise<ImageMeta> {
    const [updated] = await db.update(images).set(picture).where(eq(images.id, id)).returning(meta);
    return updated!;
  },

  /** The pictures of many owners of one kind, oldest first. */
  ofOwners: (db: Db, companyId: number, kind: CategoryKind, ownerIds: number[]) =>
    db
      .select(meta)
      .from(images)
      .where(
        and(eq(images.companyId, companyId), eq(images.ownerKind, kind), inArray(images.ownerId, ownerIds)),
      )
      .orderBy(asc(images.createdAt), asc(images.id)),

  /** The company's gallery, of one kind or all of them, oldest first. */
  gallery: (db: Db, companyId: number, kind?: CompanyImageKind) =>
    db
      .select(meta)
      .from(images)
      .where(
        and(
          eq(images.companyId, companyId),
          eq(images.ownerId, companyId),
          kind ? eq(images.ownerKind, kind) : inArray(images.ownerKind, galleryKinds),
        ),
      )
      .orderBy(asc(images.createdAt), asc(images.id)),

  /** Ids and hashes of the company's gallery pictures among `ids`. */
  galleryRefs: (db: Db, companyId: number, ids: number[]) =>
    db
      .select({ id: images.id, etag: images.etag })
      .from(images)
      .where(
        and(
          eq(images.companyId, companyId),
          inArray(images.id, ids),
          inArray(images.ownerKind, galleryKinds),
        ),
      ),

  deleteLogo: (db: Db, companyId: number) =>
    db.delete(images).where(and(eq(images.ownerKind, 'company_logo'), eq(images.ownerId, companyId))),

  async logoRef(db: Db, companyId: number) {
    const [row] = await db
      .select({ id: images.id, etag: images.etag })
      .from(images)
      .where(logoOf(companyId))
      .limit(1);
    return row;
  },

  async logoBytes(db: Db, companyId: number) {
    const [row] = await db
      .select({ data: images.data, mime: images.mime })
      .from(images)
      .where(logoOf(companyId))
      .limit(1);
    return row;
  },

  // Serving: by id and hash, whatever the company (the hash in the URL is what grants the picture).

  async exists(db: Db, id: number, etag: string) {
    const [row] = await db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.id, id), eq(images.etag, etag)));
    return row;
  },

  async bytes(db: Db, id: number, etag: string, thumb: boolean) {
    const [row] = await db
      .select(
        thumb ? { bytes: images.thumb, mime: images.thumbMime } : { bytes: images.data, mime: images.mime },
      )
      .from(images)
      .where(and(eq(images.id, id), eq(images.etag, etag)));
    return row;
  },

  // Tags --------------------------------------------------------------------------------------------

  /** The tags of many categories, by name whatever its case. */
  tagsOf: (db: Db, companyId: number, categoryIds: number[]) =>
    db
      .select()
      .from(categoryTags)
      .where(and(eq(categoryTags.companyId, companyId), inArray(categoryTags.categoryId, categoryIds)))
      .orderBy(sql`lower(${categoryTags.name})`, asc(categoryTags.id)),

  /** The company's tag `id`, locked for its change, or nothing. */
  async lockTag(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select()
      .from(categoryTags)
      .where(and(eq(categoryTags.id, id), eq(categoryTags.companyId, companyId)))
      .for('update');
    return row;
  },

  /** The company's hotel category `id`, held until the transaction ends, or nothing. */
  async shareTagCategory(db: Db, companyId: number, categoryId: number) {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, categoryId), eq(categories.companyId, companyId)))
      .for('share');
    return row;
  },

  async insertTag(db: Db, values: typeof categoryTags.$inferInsert) {
    const [row] = await db.insert(categoryTags).values(values).returning();
    return row!;
  },

  async renameTag(db: Db, companyId: number, id: number, name: string) {
    const [row] = await db
      .update(categoryTags)
      .set({ name })
      .where(and(eq(categoryTags.id, id), eq(categoryTags.companyId, companyId)))
      .returning();
    return row!;
  },

  deleteTag: (db: Db, companyId: number, id: number) =>
    db.delete(categoryTags).where(and(eq(categoryTags.id, id), eq(categoryTags.companyId, companyId))),
};
