import { type RefObject, useEffect } from 'react';

/** The CSS variable the toasts' container keeps clear of at the bottom of the window (app/Toasts.module.css). */
export const toastClearanceVar = '--toast-clearance';

/**
 * Keeps the toasts above `ref` (a bar sticky at the bottom, such as the editor's buttons) while it is
 * mounted: on a phone the toasts at bottom centre would otherwise cover its buttons for their seconds.
 * The clearance is how far the bar reaches up from the window's bottom edge, measured again when the
 * bar or the window changes size; none when the bar is not at the bottom (a desktop's centred dialog).
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () => {
      const reach = Math.max(0, Math.round(window.innerHeight - bar.getBoundingClientRect().top));
      root.style.setProperty(toastClearanceVar, `${reach}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(toastClearanceVar);
    };
  }, [ref]);
}
