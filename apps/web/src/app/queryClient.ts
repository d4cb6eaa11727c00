import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError.ts';

// Query's observers hear of new data in a microtask, not in a `setTimeout(0)` task: the calendar's first
// bars were drawn a task later than their data was parsed, often after a frame of the page without them
// (issue 31). The microtask still batches what one task changes, and the query's maintainers schedule it
// so themselves (TanStack/query#8815: the timer also let a component draw new state beside old data).
notifyManager.setScheduler(queueMicrotask);

/** The server is the source of truth; client errors (4xx) are not retried, network and 5xx twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
    mutations: { retry: false },
  },
});
