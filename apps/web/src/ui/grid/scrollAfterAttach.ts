import { elementScroll, type Virtualizer } from '@tanstack/react-virtual';

/** The virtualisers that have written a scroll offset already, each to its scroller. */
const written = new WeakSet<Virtualizer<HTMLDivElement, Element>>();

/**
 * The virtualisers' scroll writes, but the first one, to offset 0, as each is given its scroller: it
 * writes its current offset back to the element, and `scrollTo` lays out the whole page to do that, in
 * the middle of the grid's first drawing (10–12 ms at a CPU slowdown of 1 on the calendar, issue 31).
 * A scroller just made is at 0 already. A remembered position (not 0) is written as before.
 */
export function scrollAfterAttach(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  if (!written.has(instance)) {
    written.add(instance);
    if (offset + (options.adjustments ?? 0) === 0 && !options.behavior) return;
  }
  elementScroll(offset, options, instance);
}
