/**
 * How a person's name reads (issue 28, item 16): 'Фамилия Имя' — an employee, a guest, a client — with
 * the patronymic after them where a document wants it whole. Empty parts are left out, so an account
 * with a first name only (the first administrator, 'Администратор') reads as that name. The one rule of
 * name order: the server's presenters and the web's screens all call it.
 */
export interface PersonNameParts {
  last_name?: string | null;
  first_name?: string | null;
  middle_name?: string | null;
}

export function personName(p: PersonNameParts, withMiddle = false): string {
  const parts = [p.last_name, p.first_name, ...(withMiddle ? [p.middle_name] : [])];
  return parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
