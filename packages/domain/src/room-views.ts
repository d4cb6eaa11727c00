/**
 * Answers about the hotel's own catalogue (docs/api.md): categories and rooms. The server declares its
 * answers with these schemas, and the browser's types are inferred from them.
 */
import { z } from 'zod';
import { imageRefView, imageView, tagView } from './media-schemas.ts';

export const categoryView = z.object({
  id: z.number(),
  name: z.string(),
  category_type: z.string(),
  place_number: z.number(),
  additional_place: z.number(),
  adult_count: z.number(),
  description: z.string(),
  is_active: z.boolean(),
  /** The room rates as stored (docs/pricing.md): decimal strings such as "15000.00". */
  rates: z.object({
    price_type: z.string(),
    /** Per row kind, a price per weekday key (mon … san) or month key (jan … dec); a missing key is 0. */
    rows: z.record(z.string(), z.record(z.string(), z.string())),
    early_check_in: z.string().optional(),
    late_check_out: z.string().optional(),
    hour_price: z.string().optional(),
  }),
  rooms: z.number(),
  /** Photos, oldest first; the main one also as `main_image` (null without photos). */
  images: z.array(imageView),
  main_image: imageRefView.nullable(),
  tags: z.array(tagView),
});
export type CategoryView = z.infer<typeof categoryView>;

export const roomView = z.object({
  id: z.number(),
  name: z.string(),
  category: z.number(),
  category_name: z.string(),
  category_type: z.string(),
  is_active: z.boolean(),
  koika_list: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The room's own floor; null: the name's is used (domain roomFloor). */
  floor: z.number().nullable(),
});
export type RoomView = z.infer<typeof roomView>;

/** A category's rooms; asked for a window, each says whether nothing holds it at any moment of it. */
export const windowRoomView = roomView.extend({ is_free: z.boolean().optional() });
export type WindowRoomView = z.infer<typeof windowRoomView>;
