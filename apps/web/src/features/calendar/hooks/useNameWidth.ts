import { useState } from 'react';
import { clampNameWidth } from '../utils/clampNameWidth.ts';
import { gridLayout } from '../utils/gridLayout.ts';

const KEY = 'calendar.nameWidth';

/** Width of the room-name column, remembered across visits. */
export function useNameWidth(): [number, (width: number) => void] {
  const [width, setWidth] = useState(() => {
    const saved = Number(window.localStorage.getItem(KEY));
    return saved ? clampNameWidth(saved) : gridLayout.defaultNameWidth;
  });
  const update = (next: number) => {
    setWidth(next);
    try {
      window.localStorage.setItem(KEY, String(next));
    } catch {
      // Not remembered when storage is unavailable; the column still resizes.
    }
  };
  return [width, update];
}
