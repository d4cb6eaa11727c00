import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconDownload, IconFilterOff } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyId } from '../../../api/useCompanyId.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { SearchInput } from '../../../ui/SearchInput.tsx';
import { usePhone } from '../../../ui/usePhone.ts';
import { BookingEditor } from '../../booking-editor/components/BookingEditor.tsx';
import { useAdvanceBooking } from '../../calendar/hooks/useAdvanceBooking.ts';
import { useCalendarSocket } from '../../calendar/hooks/useCalendarSocket.ts';
import { useBookingList } from '../hooks/useBookingList.ts';
import { useExportBookings } from '../hooks/useExportBookings.ts';
import { useListFilters } from '../hooks/useListFilters.ts';
import { useTabCounts } from '../hooks/useTabCounts.ts';
import { useUrlText } from '../hooks/useUrlText.ts';
import type { BookingListRow } from '../types/bookingListTypes.ts';
import { activeFilterCount, listQuery, nextSort, readFilters, type SortKey } from '../utils/listFilters.ts';
import { toCalendarItem } from '../utils/toCalendarItem.ts';
import { BookingFilters } from './BookingFilters.tsx';
import { BookingsList } from './BookingsList.tsx';
import { BookingTabs } from './BookingTabs.tsx';

/** What the reset leaves: the tab and the order are how one looks, not what one looks for. */
const cleared = readFilters(new URLSearchParams());

/**
 * 'Брони' ('/bookings'): the front desk's list. Quick tabs (today's arrivals and departures, in house,
 * debtors, all), filters and search kept in the URL, virtualised rows loaded page by page, a click opens
 * the booking editor, 'Заселить' / 'Выселить' step the status as the calendar does, the xlsx export
 * takes exactly these filters, and a colleague's change refreshes the list through the calendar socket.
 */
export function BookingsPage() {
  const { t } = useTranslation();
  const phone = usePhone();
  const companyId = useCompanyId();
  const { filters, update } = useListFilters();
  const query = listQuery(filters);
  const list = useBookingList(query);
  const counts = useTabCounts(filters, list.isPlaceholderData ? null : list.count);
  const advance = useAdvanceBooking();
  const exportList = useExportBookings();
  const [opened, setOpened] = useState<number | null>(null);
  const [showFilters, setShowFilters] = useState(() => !phone && activeFilterCount(filters) > 0);
  const [search, setSearch] = useUrlText(filters.search, (value) =>
    update({ search: value }, { replace: true }),
  );
  useCalendarSocket(companyId, true);

  const narrowing = activeFilterCount(filters);
  const { fetchNextPage: fetchNext } = list;
  const fetchNextPage = useCallback(() => void fetchNext(), [fetchNext]);
  const onOpen = useCallback((row: BookingListRow) => setOpened(row.id), []);
  const { mutate: advanceItem } = advance;
  const onAdvance = useCallback((row: BookingListRow) => advanceItem(toCalendarItem(row)), [advanceItem]);
  const onGroup = useCallback(
    (parent: number) => {
      // The whole group: a search typed before would hide some of its rooms.
      update({ group: parent, search: '' });
      setShowFilters(true);
    },
    [update],
  );
  const onSort = useCallback(
    (key: SortKey) => update({ sort: nextSort(filters.sort, key) }),
    [update, filters.sort],
  );

  return (
    <Stack
      gap="sm"
      style={
        phone ? undefined : { height: 'calc(100dvh - 60px - 2 * var(--mantine-spacing-lg))', minHeight: 480 }
      }
    >
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm" align="center" wrap="nowrap">
          <Title order={1} size="h2">
            {t('bookings.title')}
          </Title>
          {list.count !== null && (
            <Text c="dimmed" size="sm" data-testid="bookings-count">
              {t('bookings.found', { count: list.count })}
            </Text>
          )}
          {list.isFetching && !list.isFetchingNextPage && <Loader size="xs" />}
        </Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exportList.isPending}
          onClick={() => exportList.mutate(query)}
        >
          {t('bookings.excel')}
        </Button>
      </Group>
      <BookingTabs tab={filters.tab} phone={phone} counts={counts} onChange={(tab) => update({ tab })} />
      <Group gap="sm" wrap="wrap">
        <SearchInput value={search} onChange={setSearch} placeholder={t('bookings.searchPlaceholder')} />
        <Button
          variant={showFilters ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          rightSection={
            narrowing > 0 ? (
              <Badge size="sm" circle>
                {narrowing}
              </Badge>
            ) : null
          }
          onClick={() => setShowFilters((shown) => !shown)}
          aria-expanded={showFilters}
        >
          {t('bookings.filters')}
        </Button>
        {(narrowing > 0 || filters.search) && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => update({ ...cleared, tab: filters.tab, sort: filters.sort })}
          >
            {t('bookings.resetFilters')}
          </Button>
        )}
      </Group>
      {showFilters && <BookingFilters filters={filters} onChange={update} />}
      <ListState
        isPending={list.isPending}
        error={list.isError && !list.data ? list.error : null}
        onRetry={() => void list.refetch()}
        isEmpty={list.rows.length === 0}
        isFiltered={narrowing > 0 || filters.search.trim() !== ''}
        emptyTitle={t(`bookings.empty.${filters.tab}`)}
        emptyDescription={t('bookings.emptyDescription')}
        emptyAction={
          <Button component={Link} to="/" variant="light">
            {t('bookings.toCalendar')}
          </Button>
        }
      >
        <BookingsList
          rows={list.rows}
          count={list.count ?? 0}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={fetchNextPage}
          phone={phone}
          sort={filters.sort}
          onSort={onSort}
          onOpen={onOpen}
          onAdvance={onAdvance}
          onGroup={onGroup}
          advancing={advance.isPending ? (advance.variables?.item.id ?? null) : null}
        />
      </ListState>
      <BookingEditor bookingId={opened} discardOnClose={false} onClose={() => setOpened(null)} />
    </Stack>
  );
}
