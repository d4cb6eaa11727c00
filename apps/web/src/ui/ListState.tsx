import { EmptyState, Paper } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './LoadError.tsx';
import { PageLoader } from './PageLoader.tsx';

interface ListStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** True when the loaded page has no rows. */
  isEmpty: boolean;
  /** True when a search or filter is applied, so an empty list means 'nothing found'. */
  isFiltered: boolean;
  emptyTitle: string;
  emptyDescription: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}

/** Loading, error and empty states around a list; renders the list itself only when there are rows. */
export function ListState(props: ListStateProps) {
  const { t } = useTranslation();
  if (props.isPending) {
    return <PageLoader />;
  }
  if (props.error) {
    return <LoadError icon={<IconAlertTriangle />} error={props.error} onRetry={props.onRetry} />;
  }
  if (props.isEmpty) {
    const filtered = props.isFiltered;
    return (
      <Paper withBorder radius="md" py="xl" px="md">
        <EmptyState
          withIndicatorBackground
          icon={filtered ? <IconSearch /> : <IconInbox />}
          title={filtered ? t('common.nothingFound') : props.emptyTitle}
          description={filtered ? t('common.nothingFoundHint') : props.emptyDescription}
        >
          {!filtered && props.emptyAction ? (
            <EmptyState.Actions>{props.emptyAction}</EmptyState.Actions>
          ) : null}
        </EmptyState>
      </Paper>
    );
  }
  return <>{props.children}</>;
}
