/**
 * A category's tags ('Вид на озеро', 'Wi-Fi'): what the booking page lists under a category. A name is
 * unique per category whatever its case (the index category_tags_name_key); another company's category
 * or tag is 404.
 */
import { imageMessages, type TagCreateInput, type TagView } from '@pms/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, categoryTags } from '../../db/schema.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound, uniqueAs } from '../../http/errors.ts';

const tagUnique = { category_tags_name_key: { message: imageMessages.tagTaken, field: 'name' } };

const present = (row: typeof categoryTags.$inferSelect): TagView => ({
  id: row.id,
  category: row.categoryId,
  name: row.name,
});

async function ownTag(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(categoryTags)
    .where(and(eq(categoryTags.id, id), eq(categoryTags.companyId, companyId)))
    .for('update');
  if (!row) throw notFound(imageMessages.tagNotFound);
  return row;
}

export async function createTag(db: Db, actor: Actor, input: TagCreateInput) {
  return uniqueAs(
    () =>
      write(db, actor, async (tx) => {
        const [category] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.id, input.category), eq(categories.companyId, actor.companyId)))
          .for('share');
        if (!category) throw notFound(imageMessages.categoryNotFound);
        const [row] = await tx
          .insert(categoryTags)
          .values({ companyId: actor.companyId, categoryId: category.id, name: input.name })
          .returning();
        return present(row!);
      }),
    tagUnique,
  );
}

export async function renameTag(db: Db, actor: Actor, id: number, name: string) {
  return uniqueAs(
    () =>
      write(db, actor, async (tx) => {
        await ownTag(tx, actor.companyId, id);
        const [row] = await tx
          .update(categoryTags)
          .set({ name })
          .where(and(eq(categoryTags.id, id), eq(categoryTags.companyId, actor.companyId)))
          .returning();
        return present(row!);
      }),
    tagUnique,
  );
}

export async function deleteTag(db: Db, actor: Actor, id: number) {
  await write(db, actor, async (tx) => {
    await ownTag(tx, actor.companyId, id);
    await tx
      .delete(categoryTags)
      .where(and(eq(categoryTags.id, id), eq(categoryTags.companyId, actor.companyId)));
  });
}
