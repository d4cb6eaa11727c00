/**
 * A time zone as a Russian-speaking manager reads it: 'Алматы (UTC+5)'. Browsers name zones only in
 * general terms ('Казахстан' for all seven Kazakh zones), so the cities a property here is likely to
 * pick get their own Russian names; any other zone shows the browser's Russian region name, its offset
 * and its IANA id, which also keeps the choice searchable and unambiguous.
 */
const cities: Record<string, string> = {
  'Asia/Almaty': 'Алматы',
  'Asia/Aqtobe': 'Актобе',
  'Asia/Aqtau': 'Актау',
  'Asia/Atyrau': 'Атырау',
  'Asia/Oral': 'Уральск',
  'Asia/Qostanay': 'Костанай',
  'Asia/Qyzylorda': 'Кызылорда',
  'Europe/Moscow': 'Москва',
  'Asia/Tashkent': 'Ташкент',
  'Asia/Bishkek': 'Бишкек',
  'Asia/Dushanbe': 'Душанбе',
  'Asia/Ashgabat': 'Ашхабад',
  'Asia/Baku': 'Баку',
  'Asia/Tbilisi': 'Тбилиси',
  'Asia/Yerevan': 'Ереван',
  'Europe/Istanbul': 'Стамбул',
  'Asia/Dubai': 'Дубай',
  'Asia/Shanghai': 'Пекин',
  'Asia/Urumqi': 'Урумчи',
  'Asia/Novosibirsk': 'Новосибирск',
  'Asia/Omsk': 'Омск',
  'Asia/Yekaterinburg': 'Екатеринбург',
  'Europe/Samara': 'Самара',
  'Europe/Minsk': 'Минск',
  'Asia/Seoul': 'Сеул',
  'Asia/Bangkok': 'Бангкок',
};

function zoneName(timeZone: string, at: Date, locale: string, style: 'shortOffset' | 'longGeneric') {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** 'UTC+5', 'UTC+5:30', 'UTC−3' or 'UTC' at the instant `at` (summer time moves it). */
export function utcOffset(timeZone: string, at: Date): string {
  const gmt = zoneName(timeZone, at, 'en-US', 'shortOffset');
  const offset = gmt.replace(/^GMT/, '').replace('-', '−');
  return offset && !/^[+−]0(:00)?$/.test(offset) ? `UTC${offset}` : 'UTC';
}

export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  const offset = utcOffset(timeZone, at);
  const city = cities[timeZone];
  if (city) return `${city} (${offset})`;
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return offset;
  const region = zoneName(timeZone, at, 'ru-RU', 'longGeneric').replace(/, стандартное время$/, '');
  return `${region} (${offset}) · ${timeZone}`;
}
