import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListState } from '../../../ui/ListState.tsx';

interface ReportBodyProps {
  query: {
    isPending: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  isEmpty: boolean;
  emptyTitle: string;
  emptyDescription: string;
  children: ReactNode;
}

/**
 * A report under its toolbar: the loader, the server's refusal in Russian with 'Повторить', an empty
 * state, or the figures — dimmed while the next period loads over them.
 */
export function ReportBody({ query, isEmpty, emptyTitle, emptyDescription, children }: ReportBodyProps) {
  return (
    <ListState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => query.refetch()}
      isEmpty={isEmpty}
      isFiltered={false}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
    >
      <Stack
        gap="md"
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        aria-busy={query.isPlaceholderData}
      >
        {children}
      </Stack>
    </ListState>
  );
}
