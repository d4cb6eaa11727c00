import type { Virtualizer } from '@tanstack/react-virtual';

/**
 * The scroller's size for the virtualisers, from a ResizeObserver only. The default observer also reads
 * the size at once when the grid mounts, which forces the style and layout of the whole page in the
 * middle of its first drawing (8–10 ms on the calendar's first load, issue 31); a ResizeObserver's
 * callback runs once the frame's layout is done, when reading the size costs nothing. Until then the
 * virtualisers work from `initialGridRect`.
 */
export function observeRectAfterLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  const view = instance.targetWindow;
  if (!element || !view?.ResizeObserver) return;
  const observer = new view.ResizeObserver(() =>
    cb({ width: element.offsetWidth, height: element.offsetHeight }),
  );
  observer.observe(element, { box: 'content-box' });
  return () => observer.unobserve(element);
}

/** The window's size: never smaller than the grid, so the first drawing has every row it shows. */
export const initialGridRect = () => ({ width: window.innerWidth, height: window.innerHeight });
