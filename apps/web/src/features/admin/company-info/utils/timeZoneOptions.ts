const DEFAULT_TIME_ZONE = 'Asia/Almaty';

import { timeZoneLabel } from './timeZoneLabel.ts';

/**
 * IANA time zones the browser knows, Kazakhstan's first, each labelled in Russian ('Алматы (UTC+5)');
 * a stored zone missing from the list is kept.
 */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
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
  return [...zones].filter(Boolean).map((value) => ({ value, label: timeZoneLabel(value) }));
}
