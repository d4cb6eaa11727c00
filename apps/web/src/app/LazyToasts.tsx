import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const Toasts = lazy(() => import('./Toasts.tsx'));

/**
 * The toasts' container, fetched when the first toast is asked for or once the page is idle, not with the
 * login page's code: `notifications.show` only writes to a small store, which the container reads when it
 * arrives, so no toast is lost.
 */
export function LazyToasts() {
  const asked = useNotifications().notifications.length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIdle(true), 3_000);
    return () => window.clearTimeout(timer);
  }, []);
  if (!asked && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
