import type { Virtualizer } from '@tanstack/react-virtual';

/**
 * The virtualiser's scroll offset, read once a frame after it is painted instead of in the scroll
 * handler. Reading `scrollTop` (and the scroll range the virtualiser checks while scrolling) in the
 * handler forced the layout of the last render's rows before the frame could do it: 10 % of a scroll
 * frame (issue 31). A scroll only marks the offset stale; the animation frame that follows posts a task,
 * which runs once that frame is painted, when the layout is clean and the reads cost nothing. The rows
 * render in the next task as they did before (the grid renders without flushSync), so nothing is drawn
 * later than it was. Scrolling is reported at rest after `isScrollingResetDelay` without a scroll, with
 * the offset last read, as the default observer does.
 */
export function observeOffsetAfterFrame(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (offset: number, isScrolling: boolean) => void,
) {
  const element = instance.scrollElement;
  const view = instance.targetWindow;
  if (!element || !view) return;
  const afterPaint = new view.MessageChannel();
  let stale = false;
  let offset = 0;
  let rest: ReturnType<typeof setTimeout> | undefined;
  afterPaint.port1.onmessage = () => {
    stale = false;
    offset = instance.options.horizontal ? element.scrollLeft : element.scrollTop;
    cb(offset, true);
    clearTimeout(rest);
    rest = setTimeout(() => cb(offset, false), instance.options.isScrollingResetDelay);
  };
  const onScroll = () => {
    if (stale) return;
    stale = true;
    view.requestAnimationFrame(() => afterPaint.port2.postMessage(null));
  };
  element.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    element.removeEventListener('scroll', onScroll);
    afterPaint.port1.close();
    clearTimeout(rest);
  };
}
