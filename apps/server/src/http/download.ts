/** What a file sent for download says about itself: its type and its own (Russian) name. */

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Russian and Kazakh letters in Latin, as a passport would spell them (lower case; see asciiFileName). */
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ә: 'a',
  ғ: 'g',
  қ: 'k',
  ң: 'n',
  ө: 'o',
  ұ: 'u',
  ү: 'u',
  һ: 'h',
  і: 'i',
  '№': 'No',
  '—': '-',
  '–': '-',
  '«': '',
  '»': '',
};

/**
 * The file's name for a client that reads only `filename=` (old browsers, some mail and download
 * tools): Cyrillic spelled in Latin ('Загрузка 2026-12-01.xlsx' → 'Zagruzka 2026-12-01.xlsx'), an
 * upper-case letter as a capital ('Ж' → 'Zh'), and anything else that is not plain ASCII, or that a
 * quoted header value cannot hold, as '_'.
 */
export function asciiFileName(name: string): string {
  return [...name]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const latin = LATIN[lower];
      if (latin === undefined) return /[\w .,()+-]/.test(ch) ? ch : '_';
      return ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}

/** The file's own (Russian) name for the browser: RFC 6266's UTF-8 form, and a Latin one for old clients. */
export const contentDisposition = (disposition: 'inline' | 'attachment', fileName: string) =>
  `${disposition}; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
