const DEFAULT_TIME_ZONE = 'Asia/Almaty';

/** IANA time zones the browser knows, Kazakhstan's first; a stored zone missing from the list is kept. */
export function timeZoneOptions(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const preferred = [
    DEFAULT_TIME_ZONE,
    'Asia/Aqtobe',
    'Asia/Aqtau',
    'Asia/Atyrau',
    'Asia/Oral',
    'Asia/Qostanay',
    'Asia/Qyzylorda',
  ];
  const zones = new Set([
    current || DEFAULT_TIME_ZONE,
    ...preferred.filter((zone) => all.includes(zone)),
    ...all,
  ]);
  return [...zones].filter(Boolean);
}
