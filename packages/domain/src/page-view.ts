/** The page every list call answers: how many there are in all, and this page of them. */
import { z } from 'zod';

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number(), results: z.array(item) });

/** A page of T, as `pageOf` declares it. */
export type Page<T> = z.output<ReturnType<typeof pageOf<z.ZodType<T>>>>;
