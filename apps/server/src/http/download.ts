/** What a file sent for download says about itself: its type and its own (Russian) name. */
import { latinOf } from '@pms/domain';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a file name may hold besides letters, in plain ASCII (the letters are the domain's latinOf). */
const PUNCTUATION: Record<string, string> = { '№': 'No', '—': '-', '–': '-', '«': '', '»': '' };

/**
 * The file's name for a client that reads only `filename=` (old browsers, some mail and download
 * tools): Cyrillic spelled in Latin ('Загрузка 2026-12-01.xlsx' → 'Zagruzka 2026-12-01.xlsx'), an
 * upper-case letter as a capital ('Ж' → 'Zh'), and anything else that is not plain ASCII, or that a
 * quoted header value cannot hold, as '_'.
 */
export function asciiFileName(name: string): string {
  return [...name]
    .map((ch) => latinOf(ch) ?? PUNCTUATION[ch] ?? (/[\w .,()+-]/.test(ch) ? ch : '_'))
    .join('');
}

/** The file's own (Russian) name for the browser: RFC 6266's UTF-8 form, and a Latin one for old clients. */
export const contentDisposition = (disposition: 'inline' | 'attachment', fileName: string) =>
  `${disposition}; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
