/** A client's full name as staff read it: last, first, middle name, the empty ones left out. */
export function clientName(c: { last_name: string; first_name: string; middle_name: string }): string {
  return [c.last_name, c.first_name, c.middle_name].filter((part) => part.trim()).join(' ');
}
