import { formatInstant } from './formatInstant.ts';

/** A stay as 'DD.MM.YYYY HH:mm — DD.MM.YYYY HH:mm' on the property's wall clock. */
export function formatStay(checkIn: number, checkOut: number, timeZone: string): string {
  return `${formatInstant(checkIn, timeZone)} — ${formatInstant(checkOut, timeZone)}`;
}
