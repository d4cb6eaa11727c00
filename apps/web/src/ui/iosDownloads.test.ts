import { describe, expect, it } from 'vitest';
import { downloadsBlocked } from './iosDownloads.ts';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';

describe('downloadsBlocked', () => {
  it.each([
    ['Safari on iPhone', `${iphone} Version/17.4 Mobile/15E148 Safari/604.1`, false],
    ['Chrome on iPhone', `${iphone} CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1`, true],
    [
      'Firefox on iPad',
      `${iphone.replace('iPhone', 'iPad')} FxiOS/125.0 Mobile/15E148 Safari/605.1.15`,
      true,
    ],
    ['an in-app browser on iPhone', `${iphone} Mobile/15E148 Instagram 330.0`, true],
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      false,
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      false,
    ],
  ])('%s', (_name, userAgent, blocked) => {
    expect(downloadsBlocked(userAgent)).toBe(blocked);
  });
});
