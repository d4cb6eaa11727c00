/**
 * A text the server answers as any string (its column is plain text), read as one of a list the screens
 * know: the value itself when it is one of them, undefined otherwise.
 */
export function oneOf<T extends string>(
  allowed: readonly T[],
  value: string | null | undefined,
): T | undefined {
  return (allowed as readonly string[]).includes(value as string) ? (value as T) : undefined;
}
