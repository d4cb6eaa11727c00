/** 'YYYY-MM-DD HH:mm' into its date and time; an empty or odd value gives a null date. */
export function splitLocal(value: string | null | undefined, fallbackTime: string) {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value ?? '');
  return match
    ? { date: match[1] ?? null, time: match[2] ?? fallbackTime }
    : { date: null, time: fallbackTime };
}
