/**
 * JSON Merge Patch (RFC 7396), the meaning of every PATCH body: a member left out stays as it is, an
 * object merges member by member (so `{requisites: {site}}` keeps the BIN), null deletes a member, and
 * anything else (a string, a number, an array) replaces it whole.
 */
import { z } from 'zod';

export type MergePatch = { [key: string]: unknown };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function mergePatch<T>(target: T, patch: unknown): T {
  if (!isObject(patch)) return patch as T;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result as T;
}

/**
 * The schema of a merge patch of `schema`'s object: every member optional and not defaulted (a default
 * would reset what the patch leaves out), null to delete it (back to its default once merged), and an
 * unknown member refused by name rather than ignored, so a typo cannot look saved.
 */
export function mergePatchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType))
        .nullable()
        .optional(),
    ]),
  );
  return z.strictObject(shape) as unknown as z.ZodObject<
    { [K in keyof S]: z.ZodOptional<z.ZodNullable<S[K]>> },
    z.core.$strict
  >;
}
