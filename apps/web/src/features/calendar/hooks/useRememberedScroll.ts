import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { localValue } from '../utils/localValue.ts';

const SCROLL_KEY = 'scroll_position';
/** Scrolling fires every frame; the position is written at most this often. */
const SAVE_EVERY_MS = 250;

function readPosition(): { left: number; top: number } | null {
  try {
    const saved: unknown = JSON.parse(localValue.read(SCROLL_KEY) ?? 'null');
    const { left, top } = (saved ?? {}) as { left?: unknown; top?: unknown };
    return typeof left === 'number' && typeof top === 'number' ? { left, top } : null;
  } catch {
    return null;
  }
}

/**
 * The grid's scroll position, kept in localStorage (specification section 9) and restored once per
 * visit as soon as `ready` says the rows are laid out, so the browser does not clamp it to an empty grid.
 */
export function useRememberedScroll(ref: RefObject<HTMLElement | null>, ready: boolean) {
  const restored = useRef(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !ready || restored.current) return;
    restored.current = true;
    const saved = readPosition();
    if (saved) element.scrollTo(saved.left, saved.top);
  }, [ref, ready]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      localValue.write(SCROLL_KEY, JSON.stringify({ left: element.scrollLeft, top: element.scrollTop }));
    };
    const onScroll = () => {
      timer ??= setTimeout(save, SAVE_EVERY_MS);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      // Leaving the screen mid-throttle still keeps the last position.
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    };
  }, [ref]);
}
