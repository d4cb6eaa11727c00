/**
 * A category's tags ('Вид на озеро', 'Wi-Fi'): what the booking page lists under a category. A name is
 * unique per category whatever its case (the index category_tags_name_key); another company's category
 * or tag is 404.
 */
import { imageMessages, type TagCreateInput } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound, uniqueAs } from '../../http/errors.ts';
import { presentTag } from './images.presenter.ts';
import { imagesRepository as repo } from './images.repository.ts';

const tagUnique = { category_tags_name_key: { message: imageMessages.tagTaken, field: 'name' } };

async function ownTag(db: Db, companyId: number, id: number) {
  const row = await repo.lockTag(db, companyId, id);
  if (!row) throw notFound(imageMessages.tagNotFound);
  return row;
}

export async function createTag(db: Db, actor: Actor, input: TagCreateInput) {
  return uniqueAs(
    () =>
      write(db, actor, async (tx) => {
        const category = await repo.shareTagCategory(tx, actor.companyId, input.category);
        if (!category) throw notFound(imageMessages.categoryNotFound);
        const row = await repo.insertTag(tx, {
          companyId: actor.companyId,
          categoryId: category.id,
          name: input.name,
        });
        return presentTag(row);
      }),
    tagUnique,
  );
}

export async function renameTag(db: Db, actor: Actor, id: number, name: string) {
  return uniqueAs(
    () =>
      write(db, actor, async (tx) => {
        await ownTag(tx, actor.companyId, id);
        return presentTag(await repo.renameTag(tx, actor.companyId, id, name));
      }),
    tagUnique,
  );
}

export async function deleteTag(db: Db, actor: Actor, id: number) {
  await write(db, actor, async (tx) => {
    await ownTag(tx, actor.companyId, id);
    await repo.deleteTag(tx, actor.companyId, id);
  });
}
