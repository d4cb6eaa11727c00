/**
 * How long a refused caller must wait, in the words a 429 answer uses. Rounded up, so that once the
 * stated time has passed the next try is no longer refused: 61 seconds are 'через 2 минуты', never
 * 'через минуту'.
 */

import { plural } from './plural.ts';

// A no-break space joins a number to its unit, so a narrow screen never wraps '15' away from 'минут'.
const seconds = (n: number) => `${n}\u00a0${plural(n, 'секунду', 'секунды', 'секунд')}`;
const minutes = (n: number) => `${n}\u00a0${plural(n, 'минуту', 'минуты', 'минут')}`;
const hours = (n: number) => `${n}\u00a0${plural(n, 'час', 'часа', 'часов')}`;

/** 'через 45 секунд', 'через 15 минут', 'через 1 час 5 минут'; a wait of at most zero is 'через 1 секунду'. */
export function retryWait(ms: number): string {
  const totalSeconds = Math.max(1, Math.ceil(ms / 1000));
  if (totalSeconds < 60) return `через ${seconds(totalSeconds)}`;
  const totalMinutes = Math.ceil(totalSeconds / 60);
  if (totalMinutes < 60) return `через ${minutes(totalMinutes)}`;
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return m === 0 ? `через ${hours(h)}` : `через ${hours(h)} ${minutes(m)}`;
}

/** The 429 of a login refused for `ms` more. */
export const tooManyLoginsFor = (ms: number) => `Слишком много попыток входа. Попробуйте ${retryWait(ms)}`;

/** The 429 of a password change refused for `ms` more. */
export const tooManyPasswordChangesFor = (ms: number) =>
  `Слишком много попыток сменить пароль. Попробуйте ${retryWait(ms)}`;
