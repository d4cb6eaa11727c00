/**
 * Pictures, category tags, the company's news feed and banner strip (specification 7.7; issue 11): what
 * the forms send and what the API answers. The server validates with these input schemas and the
 * administration screens reuse them; docs/feed-and-strip.md explains the feed and the strip.
 */
import { z } from 'zod';
import { patchOf } from './catalogue-schemas.ts';
import { isoInstant } from './iso-instant.ts';
import { messages } from './messages.ts';
import { idSchema, requiredText, wholeNumberInput } from './primitives.ts';

export const imageMessages = {
  wrongType: 'Загрузите изображение JPEG, PNG или WebP',
  tooBig: 'Изображение больше 5 МБ',
  noFile: 'Выберите изображение',
  unreadable: 'Не удалось прочитать изображение',
  notFound: 'Изображение не найдено',
  categoryNotFound: 'Категория не найдена',
  tagNotFound: 'Тег не найден',
  tagTaken: 'Такой тег у категории уже есть',
  badLink: 'Ссылка должна начинаться с http:// или https://',
} as const;

/** The largest picture accepted, in bytes (5 МБ). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** What an upload may be; the server checks the bytes, not the name or the declared type. */
export const imageMimes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageMime = (typeof imageMimes)[number];

/** A stored picture: its URLs never change while the picture exists (they carry its hash). */
export const imageView = z.object({
  id: z.number(),
  url: z.string(),
  thumb_url: z.string(),
  is_main: z.boolean(),
  width: z.number(),
  height: z.number(),
});
export type ImageView = z.infer<typeof imageView>;

/** A picture referred to by something else (a news item, a banner, the logo). */
export const imageRefView = z.object({ id: z.number(), url: z.string(), thumb_url: z.string() });
export type ImageRef = z.infer<typeof imageRefView>;

/** What a gallery picture was uploaded for; all of them belong to the company. */
export const companyImageKinds = ['company', 'feed', 'strip'] as const;
export type CompanyImageKind = (typeof companyImageKinds)[number];
export const companyImageView = imageView.extend({
  kind: z.enum(companyImageKinds),
  size: z.number(),
  mime: z.string(),
  created_at: isoInstant,
});
export type CompanyImageView = z.infer<typeof companyImageView>;

const tagName = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(60, messages.tooLong);

export const tagCreateSchema = z.object({ category: idSchema, name: tagName });
export const tagRenameSchema = z.object({ name: tagName });
export type TagCreateInput = z.infer<typeof tagCreateSchema>;
export const tagView = z.object({ id: z.number(), category: z.number(), name: z.string() });
export type TagView = z.infer<typeof tagView>;

/** 'YYYY-MM-DD', a real calendar day. */
const isoDay = z
  .string({ error: messages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidValue)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    messages.invalidValue,
  );
const imageRef = idSchema.nullable().default(null);

/** A news item of the property: shown on its booking page newest first while published. */
export const feedSchema = z.object({
  title: requiredText(200),
  text: z.string().trim().max(5000, messages.tooLong).default(''),
  image: imageRef,
  /**
   * The news' date; today (UTC) when left out. Filled by a transform, not `.default()`: the published
   * OpenAPI document would carry the day it was generated as the default, and go stale the next day.
   */
  published_at: isoDay.optional().transform((day) => day ?? new Date().toISOString().slice(0, 10)),
  published: z.boolean({ error: messages.invalidValue }).default(true),
});
export type FeedInput = z.infer<typeof feedSchema>;
export const feedPatchSchema = patchOf(feedSchema);
export const feedView = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  image: imageRefView.nullable(),
  published_at: z.string(),
  published: z.boolean(),
});
export type FeedView = z.infer<typeof feedView>;

const link = z
  .string()
  .trim()
  .max(500, messages.tooLong)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), imageMessages.badLink)
  .default('');

/** A banner of the booking page's strip: a picture with a caption and where a click leads, in order. */
export const stripSchema = z.object({
  image: wholeNumberInput({ min: 1, error: imageMessages.noFile }),
  caption: z.string().trim().max(200, messages.tooLong).default(''),
  link,
  position: wholeNumberInput({ min: 0, max: 10_000, error: messages.invalidValue }).default(0),
  is_active: z.boolean({ error: messages.invalidValue }).default(true),
});
export type StripInput = z.infer<typeof stripSchema>;
export const stripPatchSchema = patchOf(stripSchema);
export const stripView = z.object({
  id: z.number(),
  image: imageRefView.nullable(),
  caption: z.string(),
  link: z.string(),
  position: z.number(),
  is_active: z.boolean(),
});
export type StripView = z.infer<typeof stripView>;
