import { Center, Loader, Paper, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingListRow } from '../types/bookingListTypes.ts';
import { headerHeight, rowHeight, tableMinWidth } from '../utils/listColumns.ts';
import type { SortKey } from '../utils/listFilters.ts';
import { BookingCard } from './BookingCard.tsx';
import { BookingRowView, type RowHandlers } from './BookingRowView.tsx';
import { ListHeader } from './ListHeader.tsx';

interface BookingsListProps extends RowHandlers {
  rows: BookingListRow[];
  /** All the rows the filters match; the list asks for more as it scrolls towards the end. */
  count: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Phones get cards instead of table rows. */
  phone: boolean;
  sort: string;
  onSort: (key: SortKey) => void;
}

/** A card's height before it is measured: a phone's card with two-line names. */
const CARD_ESTIMATE = 196;
const CARD_GAP = 8;
/** Ask for the next page this many rows before the last loaded one comes into view. */
const PREFETCH_ROWS = 20;

/**
 * The rows, virtualised: only those on screen (and a few around) are in the page, so a list of
 * thousands scrolls as lightly as one of ten. On a phone each row is a card measured as it renders.
 */
export function BookingsList(props: BookingsListProps) {
  const { t } = useTranslation();
  const { rows, phone, hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (phone ? CARD_ESTIMATE + CARD_GAP : rowHeight),
    paddingStart: phone ? 0 : headerHeight,
    scrollPaddingStart: phone ? 0 : headerHeight,
    overscan: 8,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, phone]);

  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && last >= rows.length - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, last, rows.length, fetchNextPage]);

  const handlers: RowHandlers = {
    onOpen: props.onOpen,
    onAdvance: props.onAdvance,
    onGroup: props.onGroup,
    advancing: props.advancing,
  };
  const footer = hasNextPage ? (
    <Center h={40} style={{ position: 'absolute', top: virtualizer.getTotalSize(), left: 0, right: 0 }}>
      <Loader size="xs" mr="xs" />
      <Text size="xs" c="dimmed">
        {t('bookings.loadingMore')}
      </Text>
    </Center>
  ) : null;

  return (
    <Paper
      withBorder={!phone}
      radius="md"
      ref={scrollRef}
      role="grid"
      aria-label={t('bookings.listLabel')}
      aria-rowcount={props.count + (phone ? 0 : 1)}
      data-testid="bookings-list"
      bg={phone ? 'transparent' : undefined}
      // A phone's page scrolls past the filters to a list as tall as the screen, which then scrolls itself.
      style={{
        ...(phone ? { height: 'calc(100dvh - 60px - 2 * var(--mantine-spacing-lg))' } : { flex: 1 }),
        minHeight: 240,
        overflow: 'auto',
        position: 'relative',
      }}
    >
      <div
        style={{
          position: 'relative',
          width: '100%',
          minWidth: phone ? undefined : tableMinWidth,
          height: virtualizer.getTotalSize() + (hasNextPage ? 40 : 0),
        }}
      >
        {phone ? null : <ListHeader sort={props.sort} onSort={props.onSort} />}
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return phone ? (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: item.start, left: 0, right: 0, paddingBottom: CARD_GAP }}
            >
              <BookingCard row={row} index={item.index} {...handlers} />
            </div>
          ) : (
            <BookingRowView key={item.key} row={row} index={item.index} top={item.start} {...handlers} />
          );
        })}
        {footer}
      </div>
    </Paper>
  );
}
