/**
 * Pictures of categories and of the company (gallery and logo): stored, listed, made main, deleted.
 * Every management call is scoped to the actor's company: another company's picture is 404, exactly like
 * one that does not exist. Only serving (images.routes.ts) reads a picture by id and hash alone.
 */
import { type CompanyImageKind, type ImageRef, imageMessages } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { processImage } from './image-bytes.ts';
import {
  type CategoryMedia,
  imageRef,
  presentCompanyImage,
  presentImage,
  presentTag,
} from './images.presenter.ts';
import {
  type CategoryKind,
  galleryKinds,
  type ImageMeta,
  type OwnerKind,
  imagesRepository as repo,
} from './images.repository.ts';

async function ownCategory(db: Db, companyId: number, categoryId: number, kind: CategoryKind) {
  const row = await repo.category(db, companyId, categoryId, kind);
  if (!row) throw notFound(imageMessages.categoryNotFound);
  return row;
}

/** The company's picture `id` of one of `kinds`, or 404 (another company's picture included). */
async function ownImage(db: Db, companyId: number, id: number, kinds: OwnerKind[]): Promise<ImageMeta> {
  const row = await repo.own(db, companyId, id, kinds);
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
    await repo.lockOwner(tx, owner.kind, owner.id);
    const current = await repo.mainOf(tx, owner.kind, owner.id);
    const policy = opts.main ?? 'first';
    const isMain = policy === 'always' || (policy === 'first' && !current);
    if (isMain && current) await repo.setMain(tx, current.id, false);
    return repo.insert(tx, {
      companyId: actor.companyId,
      ownerKind: owner.kind,
      ownerId: owner.id,
      isMain,
      ...picture,
    });
  });
}

/** Makes `image` its owner's only main picture: the old main is unset first (the unique index is immediate). */
async function makeMain(db: Db, actor: Actor, id: number, kinds: OwnerKind[]) {
  return write(db, actor, async (tx) => {
    const image = await ownImage(tx, actor.companyId, id, kinds);
    await repo.lockOwner(tx, image.ownerKind as OwnerKind, image.ownerId);
    await repo.unsetOtherMain(tx, image.ownerKind, image.ownerId, id);
    return repo.makeMain(tx, id);
  });
}

/** Deletes a picture; when it was the main one, the owner's oldest remaining picture becomes main. */
async function remove(db: Db, actor: Actor, id: number, kinds: OwnerKind[]) {
  await write(db, actor, async (tx) => {
    const image = await ownImage(tx, actor.companyId, id, kinds);
    await repo.lockOwner(tx, image.ownerKind as OwnerKind, image.ownerId);
    const deleted = await repo.delete(tx, id);
    if (!deleted?.isMain) return;
    const next = await repo.oldestOf(tx, image.ownerKind, image.ownerId);
    if (next) await repo.setMain(tx, next.id, true);
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
  const row = await store(db, actor, { kind, id: categoryId }, bytes, {
    // Checked inside the transaction too, with the category locked, so a delete racing the upload
    // cannot leave a picture of a category that is gone.
    before: async (tx) => {
      await ownCategory(tx, actor.companyId, categoryId, kind);
      await repo.shareCategory(tx, kind, categoryId);
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
    await repo.lockOwner(tx, kind, image.ownerId);
    return repo.replaceBytes(tx, id, picture);
  });
  return presentImage(row);
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
    repo.ofOwners(db, companyId, kind, categoryIds),
    // Tags are the hotel categories' (the booking page filters rooms by them); activities have none.
    kind === 'category' ? repo.tagsOf(db, companyId, categoryIds) : [],
  ]);
  for (const p of pictures) {
    const entry = media.get(p.ownerId)!;
    entry.images.push(presentImage(p));
    if (p.isMain) entry.main_image = imageRef(p);
  }
  for (const t of tags) media.get(t.categoryId)!.tags.push(presentTag(t));
  return media;
}

// The company: gallery and logo ----------------------------------------------------------------------

export async function addCompanyImage(db: Db, actor: Actor, kind: CompanyImageKind, bytes: Buffer) {
  // The gallery's pictures are all equal: none is 'main' there (the logo is its own owner).
  return presentCompanyImage(await store(db, actor, { kind, id: actor.companyId }, bytes, { main: 'never' }));
}

export async function listCompanyImages(db: Db, actor: Actor, kind?: CompanyImageKind) {
  const rows = await repo.gallery(db, actor.companyId, kind);
  return { count: rows.length, results: rows.map(presentCompanyImage) };
}

export const getCompanyImage = async (db: Db, actor: Actor, id: number) =>
  presentCompanyImage(await ownImage(db, actor.companyId, id, galleryKinds));

export const deleteCompanyImage = (db: Db, actor: Actor, id: number) => remove(db, actor, id, galleryKinds);

/** Gallery pictures of the company by id, for what refers to them (news, banners); unknown ids are left out. */
export async function companyImageRefs(db: Db, companyId: number, ids: number[]) {
  const refs = new Map<number, ImageRef>();
  if (ids.length === 0) return refs;
  const rows = await repo.galleryRefs(db, companyId, ids);
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
      await repo.lockOwner(tx, 'company_logo', actor.companyId);
      await repo.deleteLogo(tx, actor.companyId);
    },
  });
  return imageRef(row);
}

/** The company's logo ({url, thumb_url}) or null; documents (invoices, vouchers) read it too. */
export async function companyLogo(db: Db, companyId: number): Promise<ImageRef | null> {
  const row = await repo.logoRef(db, companyId);
  return row ? imageRef(row) : null;
}

/** The logo's bytes and type, for a document that embeds it; null when the company has none. */
export async function companyLogoBytes(db: Db, companyId: number) {
  return (await repo.logoBytes(db, companyId)) ?? null;
}

// Serving ----------------------------------------------------------------------------------------------

/** Whether a picture with this id and hash exists (a revalidation needs no bytes). */
export async function imageExists(db: Db, id: number, etag: string) {
  return Boolean(await repo.exists(db, id, etag));
}

/** A picture's bytes by id and hash; a wrong hash is as missing as a wrong id. */
export async function imageForServing(db: Db, id: number, etag: string, thumb: boolean) {
  return (await repo.bytes(db, id, etag, thumb)) ?? null;
}
