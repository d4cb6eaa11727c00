import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { localValue } from '../utils/localValue.ts';
import { restoredScroll, type SavedScroll } from '../utils/openingStart.ts';

const SCROLL_KEY = 'scroll_position';
/**
 * Scrolling fires every frame; the position is written once it has rested this long. Not every 250 ms
 * while it moves: reading the position from a timer mid-scroll forced the layout of a render just made
 * (issue 31).
 */
const SAVE_AT_REST_MS = 250;

function readPosition(): SavedScroll | null {
  try {
    const saved: unknown = JSON.parse(localValue.read(SCROLL_KEY) ?? 'null');
    const { left, top, on, start } = (saved ?? {}) as Record<string, unknown>;
    if (typeof left !== 'number' || typeof top !== 'number') return null;
    return {
      left,
      top,
      on: typeof on === 'string' ? on : undefined,
      start: typeof start === 'string' ? start : undefined,
    };
  } catch {
    return null;
  }
}

/**
 * The grid's scroll position, kept in localStorage (specification section 9) and restored once per
 * visit as soon as `ready` says the rows are laid out, so the browser does not clamp it to an empty grid.
 * It is kept with the property's `today` and the window's first day `start`, and only a position saved
 * today is restored (see restoredScroll): a visit the next morning opens at that day.
 */
export function useRememberedScroll(
  ref: RefObject<HTMLElement | null>,
  ready: boolean,
  now: { today: string; start: string },
) {
  const nowRef = useRef(now);
  nowRef.current = now;
  const restored = useRef(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !ready || restored.current) return;
    restored.current = true;
    const saved = restoredScroll(readPosition(), nowRef.current);
    if (saved) element.scrollTo(saved.left, saved.top);
  }, [ref, ready]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      const { today, start } = nowRef.current;
      const position: SavedScroll = { left: element.scrollLeft, top: element.scrollTop, on: today, start };
      localValue.write(SCROLL_KEY, JSON.stringify(position));
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_AT_REST_MS);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      // Leaving the screen before the scroll rested still keeps the last position.
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    };
  }, [ref]);
}
