import { useEffect, useState } from 'react';

/**
 * True from the first moment the browser is idle after `ready` became true (and stays so): for work the
 * screen will want soon but not for what it is drawing now. Without requestIdleCallback (Safari), the
 * next task after a frame.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setIdle(true));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, idle]);
  return idle;
}
