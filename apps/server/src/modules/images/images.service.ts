/**
 * Pictures of categories and of the company (gallery and logo): stored, listed, made main, deleted.
 * Every management call is scoped to the actor's company: another company's picture is 404, exactly like
 * one that does not exist. Only serving (images.routes.ts) reads a picture by id and hash alone.
 */
import {
  type CompanyImageKind,
  type CompanyImageView,
  type ImageRef,
  type ImageView,
  imageMessages,
  type TagView,
} from '@pms/domain';
import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, categoryTags, images, leisureCategories } from '../../db/schema.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { processImage } from './image-bytes.ts';

export type OwnerKind = CategoryKind | 'company_logo' | CompanyImageKind;
/** A hotel's room category ('category') or a leisure activity ('leisure'): both have pictures, one main. */
export type CategoryKind = 'category' | 'leisure';
const categoryTables = { category: categories, leisure: leisureCategories };

/** Every column but the bytes: lists and checks never drag megabytes out of the database. */
const { data: _data, thumb: _thumb, ...meta } = getTableColumns(images);
type ImageMeta = Omit<typeof images.$inferSelect, 'data' | 'thumb'>;

/** The stable addresses of a picture: its hash is in them, so a new picture is a new URL. */
export function imageRef(row: Pick<ImageMeta, 'id' | 'etag'>): ImageRef {
  const url = `/api/v2/images/${row.id}/${row.etag}/`;
  return { id: row.id, url, thumb_url: `${url}thumb/` };
}

export function presentImage(row: ImageMeta): ImageView {
  return { ...imageRef(row), is_main: row.isMain, width: row.width, height: row.height };
}

function presentCompanyImage(row: ImageMeta): CompanyImageView {
  return {
    ...presentImage(row),
    kind: row.ownerKind as CompanyImageKind,
    size: row.size,
    mime: row.mime,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * One owner's pictures change one at a time: whether an upload becomes the main picture, which one is
 * promoted after a delete. The lock is per owner and ends with the transaction.
 */
async function lockOwner(tx: Db, kind: OwnerKind, ownerId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`images:${kind}`}), ${ownerId})`);
}

async function ownCategory(db: Db, companyId: number, categoryId: number, kind: CategoryKind) {
  const table = categoryTables[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, categoryId), eq(table.companyId, companyId)));
  if (!row) throw notFound(imageMessages.categoryNotFound);
  return row;
}

/** The company's picture `id` of one of `kinds`, or 404 (another company's picture included). */
async function ownImage(db: Db, companyId: number, id: number, kinds: OwnerKind[]): Promise<ImageMeta> {
  const [row] = await db
    .select(meta)
    .from(images)
    .where(and(eq(images.id, id), eq(images.companyId, companyId), inArray(images.ownerKind, kinds)));
  if (!row) throw notFound(imageMessages.notFound);
  return row;
}

/**
 * Stores an upload for an owner. `main`: 'first' (the default) makes an owner's first picture its main
 * one, 'always' makes the new one main, 'never' leaves it aside (a gallery has no main picture). The bytes
 * are checked and the thumbnail made before the transaction opens.
 */
async function store(
  db: Db,
  actor: Actor,
  owner: { kind: OwnerKind; id: number },
  bytes: Buffer,
  opts: { main?: 'first' | 'always' | 'never'; before?: (tx: Db) => Promise<void> } = {},
): Promise<ImageMeta> {
  const picture = await processImage(bytes);
  return write(db, actor, async (tx) => {
    await opts.before?.(tx);
    await lockOwner(tx, owner.kind, owner.id);
    const [current] = await tx
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.ownerKind, owner.kind), eq(images.ownerId, owner.id), eq(images.isMain, true)));
    const policy = opts.main ?? 'first';
    const isMain = policy === 'always' || (policy === 'first' && !current);
    if (isMain && current) await tx.update(images).set({ isMain: false }).where(eq(images.id, current.id));
    const [row] = await tx
      .insert(images)
      .values({ companyId: actor.companyId, ownerKind: owner.kind, ownerId: owner.id, isMain, ...picture })
      .returning(meta);
    return row!;
  });
}

/** Makes `image` its owner's only main picture: the old main is unset first (the unique index is immediate). */
async function makeMain(db: Db, actor: Actor, id: number, kinds: OwnerKind[]) {
  return write(db, actor, async (tx) => {
    const image = await ownImage(tx, actor.companyId, id, kinds);
    await lockOwner(tx, image.ownerKind as OwnerKind, image.ownerId);
    await tx
      .update(images)
      .set({ isMain: false })
      .where(
        and(
          eq(images.ownerKind, image.ownerKind),
          eq(images.ownerId, image.ownerId),
          eq(images.isMain, true),
          ne(images.id, id),
        ),
      );
    const [row] = await tx.update(images).set({ isMain: true }).where(eq(images.id, id)).returning(meta);
    return row!;
  });
}

/** Deletes a picture; when it was the main one, the owner's oldest remaining picture becomes main. */
async function remove(db: Db, actor: Actor, id: number, kinds: OwnerKind[]) {
  await write(db, actor, async (tx) => {
    const image = await ownImage(tx, actor.companyId, id, kinds);
    await lockOwner(tx, image.ownerKind as OwnerKind, image.ownerId);
    const [deleted] = await tx.delete(images).where(eq(images.id, id)).returning({ isMain: images.isMain });
    if (!deleted?.isMain) return;
    const [next] = await tx
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.ownerKind, image.ownerKind), eq(images.ownerId, image.ownerId)))
      .orderBy(asc(images.createdAt), asc(images.id))
      .limit(1);
    if (next) await tx.update(images).set({ isMain: true }).where(eq(images.id, next.id));
  });
}

// Categories ----------------------------------------------------------------------------------------

export async function addCategoryImage(
  db: Db,
  actor: Actor,
  categoryId: number,
  bytes: Buffer,
  kind: CategoryKind = 'category',
) {
  const table = categoryTables[kind];
  const row = await store(db, actor, { kind, id: categoryId }, bytes, {
    // Checked inside the transaction too, with the category locked, so a delete racing the upload
    // cannot leave a picture of a category that is gone.
    before: async (tx) => {
      await ownCategory(tx, actor.companyId, categoryId, kind);
      await tx.execute(sql`select 1 from ${table} where ${table.id} = ${categoryId} for share`);
    },
  });
  return presentImage(row);
}

export const makeCategoryImageMain = async (
  db: Db,
  actor: Actor,
  id: number,
  kind: CategoryKind = 'category',
) => presentImage(await makeMain(db, actor, id, [kind]));

export const deleteCategoryImage = (db: Db, actor: Actor, id: number, kind: CategoryKind = 'category') =>
  remove(db, actor, id, [kind]);

/**
 * A category's picture replaced by a new upload (PATCH leisure-images/{id}/): it keeps its place and
 * whether it is main; its bytes, size and hash change, so its URL is new and no cache serves the old one.
 */
export async function replaceCategoryImage(
  db: Db,
  actor: Actor,
  id: number,
  bytes: Buffer,
  kind: CategoryKind,
) {
  const picture = await processImage(bytes);
  const row = await write(db, actor, async (tx) => {
    const image = await ownImage(tx, actor.companyId, id, [kind]);
    await lockOwner(tx, kind, image.ownerId);
    const [updated] = await tx.update(images).set(picture).where(eq(images.id, id)).returning(meta);
    return updated!;
  });
  return presentImage(row);
}

export interface CategoryMedia {
  images: ImageView[];
  main_image: ImageRef | null;
  tags: TagView[];
}

/** The pictures and tags of many categories in two queries (a list of categories is one page). */
export async function categoryMedia(
  db: Db,
  companyId: number,
  categoryIds: number[],
  kind: CategoryKind = 'category',
): Promise<Map<number, CategoryMedia>> {
  const media = new Map<number, CategoryMedia>(
    categoryIds.map((id) => [id, { images: [], main_image: null, tags: [] }]),
  );
  if (categoryIds.length === 0) return media;
  const [pictures, tags] = await Promise.all([
    db
      .select(meta)
      .from(images)
      .where(
        and(
          eq(images.companyId, companyId),
          eq(images.ownerKind, kind),
          inArray(images.ownerId, categoryIds),
        ),
      )
      .orderBy(asc(images.createdAt), asc(images.id)),
    // Tags are the hotel categories' (the booking page filters rooms by them); activities have none.
    kind === 'category'
      ? db
          .select()
          .from(categoryTags)
          .where(and(eq(categoryTags.companyId, companyId), inArray(categoryTags.categoryId, categoryIds)))
          .orderBy(sql`lower(${categoryTags.name})`, asc(categoryTags.id))
      : [],
  ]);
  for (const p of pictures) {
    const entry = media.get(p.ownerId)!;
    entry.images.push(presentImage(p));
    if (p.isMain) entry.main_image = imageRef(p);
  }
  for (const t of tags)
    media.get(t.categoryId)!.tags.push({ id: t.id, category: t.categoryId, name: t.name });
  return media;
}

// The company: gallery and logo ----------------------------------------------------------------------

const galleryKinds: OwnerKind[] = ['company', 'feed', 'strip'];

export async function addCompanyImage(db: Db, actor: Actor, kind: CompanyImageKind, bytes: Buffer) {
  // The gallery's pictures are all equal: none is 'main' there (the logo is its own owner).
  return presentCompanyImage(await store(db, actor, { kind, id: actor.companyId }, bytes, { main: 'never' }));
}

export async function listCompanyImages(db: Db, actor: Actor, kind?: CompanyImageKind) {
  const rows = await db
    .select(meta)
    .from(images)
    .where(
      and(
        eq(images.companyId, actor.companyId),
        eq(images.ownerId, actor.companyId),
        kind ? eq(images.ownerKind, kind) : inArray(images.ownerKind, galleryKinds),
      ),
    )
    .orderBy(asc(images.createdAt), asc(images.id));
  return { count: rows.length, results: rows.map(presentCompanyImage) };
}

export const getCompanyImage = async (db: Db, actor: Actor, id: number) =>
  presentCompanyImage(await ownImage(db, actor.companyId, id, galleryKinds));

export const deleteCompanyImage = (db: Db, actor: Actor, id: number) => remove(db, actor, id, galleryKinds);

/** Gallery pictures of the company by id, for what refers to them (news, banners); unknown ids are left out. */
export async function companyImageRefs(db: Db, companyId: number, ids: number[]) {
  const refs = new Map<number, ImageRef>();
  if (ids.length === 0) return refs;
  const rows = await db
    .select({ id: images.id, etag: images.etag })
    .from(images)
    .where(
      and(eq(images.companyId, companyId), inArray(images.id, ids), inArray(images.ownerKind, galleryKinds)),
    );
  for (const row of rows) refs.set(row.id, imageRef(row));
  return refs;
}

/** Whether `id` is a gallery picture of the company (a news item or banner may only show its own). */
export async function isCompanyImage(db: Db, companyId: number, id: number) {
  return (await companyImageRefs(db, companyId, [id])).has(id);
}

/** Replaces the company's logo: the old one is deleted in the same transaction. */
export async function replaceCompanyLogo(db: Db, actor: Actor, bytes: Buffer): Promise<ImageRef> {
  const row = await store(db, actor, { kind: 'company_logo', id: actor.companyId }, bytes, {
    main: 'always',
    before: async (tx) => {
      await lockOwner(tx, 'company_logo', actor.companyId);
      await tx
        .delete(images)
        .where(and(eq(images.ownerKind, 'company_logo'), eq(images.ownerId, actor.companyId)));
    },
  });
  return imageRef(row);
}

/** The company's logo row: its own owner kind, owned by the company itself. */
const logoOf = (companyId: number) =>
  and(eq(images.companyId, companyId), eq(images.ownerKind, 'company_logo'), eq(images.ownerId, companyId));

/** The company's logo ({url, thumb_url}) or null; documents (invoices, vouchers) read it too. */
export async function companyLogo(db: Db, companyId: number): Promise<ImageRef | null> {
  const [row] = await db
    .select({ id: images.id, etag: images.etag })
    .from(images)
    .where(logoOf(companyId))
    .limit(1);
  return row ? imageRef(row) : null;
}

/** The logo's bytes and type, for a document that embeds it; null when the company has none. */
export async function companyLogoBytes(db: Db, companyId: number) {
  const [row] = await db
    .select({ data: images.data, mime: images.mime })
    .from(images)
    .where(logoOf(companyId))
    .limit(1);
  return row ?? null;
}

// Serving ----------------------------------------------------------------------------------------------

/** Whether a picture with this id and hash exists (a revalidation needs no bytes). */
export async function imageExists(db: Db, id: number, etag: string) {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, id), eq(images.etag, etag)));
  return Boolean(row);
}

/** A picture's bytes by id and hash; a wrong hash is as missing as a wrong id. */
export async function imageForServing(db: Db, id: number, etag: string, thumb: boolean) {
  const [row] = await db
    .select(
      thumb ? { bytes: images.thumb, mime: images.thumbMime } : { bytes: images.data, mime: images.mime },
    )
    .from(images)
    .where(and(eq(images.id, id), eq(images.etag, etag)));
  return row ?? null;
}
