import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError.ts';

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
