import { confirmColleagueChange } from './confirmColleagueChange.tsx';
import { staleVersionOf } from './staleVersion.ts';

/**
 * A save or status step refused because a colleague changed the booking first (the named 409): asks
 * 'Бронь изменил … — обновить?' with the server's sentence, and 'Обновить' runs `reload`. Every path that
 * sends a booking's version answers it this way; true when it did, so the caller shows anything else.
 */
export function askReloadIfStale(error: unknown, reload: () => void): boolean {
  const stale = staleVersionOf(error);
  if (stale) confirmColleagueChange({ name: stale.name, gender: stale.gender }, reload, stale.message);
  return stale !== null;
}
