import { MultiSelect, NumberInput, Paper, Select, SimpleGrid, Switch } from '@mantine/core';
import { type BookingStatus, statusLabels } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { useCatalogueLookup } from '../../admin/catalogues/hooks/useCatalogueLookup.ts';
import { useAllCategories } from '../../admin/categories/hooks/useAllCategories.ts';
import { useUrlText } from '../hooks/useUrlText.ts';
import { type ListFilters, listStatuses } from '../utils/listFilters.ts';
import { RangeFilter } from './RangeFilter.tsx';

interface BookingFiltersProps {
  filters: ListFilters;
  onChange: (patch: Partial<ListFilters>) => void;
}

const statusOptions = listStatuses.map((status) => ({ value: status, label: statusLabels[status] }));

/** The filters beyond the tabs: statuses, the three date ranges, channel, category, group and debt. */
export function BookingFilters({ filters, onChange }: BookingFiltersProps) {
  const { t } = useTranslation();
  const channels = useCatalogueLookup('channels');
  const categories = useAllCategories();
  const [group, setGroup] = useUrlText(filters.group === null ? '' : String(filters.group), (value) =>
    onChange({ group: /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null }),
  );
  const channelOptions = [
    { value: 'direct', label: t('bookings.filter.direct') },
    ...(channels.data ?? []).map((channel) => ({ value: String(channel.id), label: channel.name })),
  ];
  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  const anyDates = t('bookings.filter.anyDates');

  return (
    <Paper withBorder radius="md" p="sm" data-testid="bookings-filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <MultiSelect
          label={t('bookings.filter.status')}
          placeholder={filters.status.length === 0 ? t('bookings.filter.statusAny') : undefined}
          data={statusOptions}
          value={filters.status}
          onChange={(value) => onChange({ status: value as BookingStatus[] })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <RangeFilter
          label={t('bookings.filter.stay')}
          placeholder={anyDates}
          from={filters.start}
          to={filters.end}
          onChange={(start, end) => onChange({ start, end })}
        />
        <RangeFilter
          label={t('bookings.filter.arrival')}
          placeholder={anyDates}
          from={filters.check_in_from}
          to={filters.check_in_to}
          onChange={(from, to) => onChange({ check_in_from: from, check_in_to: to })}
        />
        <RangeFilter
          label={t('bookings.filter.departure')}
          placeholder={anyDates}
          from={filters.check_out_from}
          to={filters.check_out_to}
          onChange={(from, to) => onChange({ check_out_from: from, check_out_to: to })}
        />
        <Select
          label={t('bookings.filter.source')}
          placeholder={t('bookings.filter.sourceAny')}
          data={channelOptions}
          value={filters.source}
          onChange={(value) => onChange({ source: value })}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('bookings.filter.category')}
          placeholder={t('bookings.filter.categoryAny')}
          data={categoryOptions}
          value={filters.category === null ? null : String(filters.category)}
          onChange={(value) => onChange({ category: value === null ? null : Number(value) })}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label={t('bookings.filter.group')}
          placeholder={t('bookings.filter.groupAny')}
          value={group}
          onChange={(value) => setGroup(String(value))}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          hideControls
        />
        <Switch
          label={t('bookings.filter.owes')}
          checked={filters.owes}
          onChange={(event) => onChange({ owes: event.currentTarget.checked })}
          style={{ alignSelf: 'end' }}
          mb={8}
        />
      </SimpleGrid>
    </Paper>
  );
}
