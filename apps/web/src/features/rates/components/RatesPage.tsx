import { Alert, Button, FileButton, Group, Loader, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { addDays, isLocalDate, RATE_GRID_MAX_DAYS } from '@pms/domain';
import {
  IconCalendar,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconUpload,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadFile } from '../../../api/downloadFile.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifyError } from '../../../ui/notifyError.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { usePhone } from '../../../ui/usePhone.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useImportGrid } from '../hooks/useImportGrid.ts';
import { useRateGrid } from '../hooks/useRateGrid.ts';
import { buildRateRows, type GridSelection } from '../utils/gridRows.ts';
import { BulkDialog, type BulkPreset } from './BulkDialog.tsx';
import { MarksLegend } from './MarksLegend.tsx';
import { PlansPanel } from './PlansPanel.tsx';
import { PriceEntry } from './PriceEntry.tsx';
import { RateGrid } from './RateGrid.tsx';

const DEFAULT_DAYS = 60;

/**
 * 'Цены и ограничения' (issue 32, item 5): the grid of categories × dates with a row per plan, a price
 * typed over a dragged range, the bulk dialog, the plans beside it, and the grid as a workbook.
 */
export function RatesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const writable = can('rates.edit');
  const wide = useMediaQuery('(min-width: 100em)');
  // A finger's drag scrolls the grid: a phone selects a range by taps, the first cell then the last.
  const coarse = useMediaQuery('(pointer: coarse)') ?? false;
  const phone = usePhone();
  const touch = coarse || phone;
  const [extendByTap, setExtendByTap] = useState(false);
  // The window lives in the address (?start=&days=), so a link or a reload shows the same dates.
  const [params, setParams] = useSearchParams();
  const start = isLocalDate(params.get('start')) ? params.get('start')! : dayjs().format('YYYY-MM-DD');
  const asked = Number(params.get('days'));
  const length = Number.isInteger(asked) && asked >= 7 && asked <= RATE_GRID_MAX_DAYS ? asked : DEFAULT_DAYS;
  const setWindow = (next: { start?: string; days?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.start) out.set('start', next.start);
        if (next.days) out.set('days', String(next.days));
        return out;
      },
      { replace: true },
    );
  const setStart = (date: string) => setWindow({ start: date });
  const setLength = (days: number) => setWindow({ days });
  const end = addDays(start, length - 1);
  const grid = useRateGrid(start, end);
  const rows = useMemo(() => (grid.data ? buildRateRows(grid.data) : []), [grid.data]);
  const [selection, setSelection] = useState<GridSelection | null>(null);
  const [entryKey, setEntryKey] = useState<{ first: string | null; n: number }>({ first: null, n: 0 });
  // A new selection is not an entry yet: the price field takes the focus only when a key starts one.
  const select = (next: GridSelection | null) => {
    setSelection(next);
    setEntryKey((k) => (k.first === null ? k : { first: null, n: k.n }));
  };
  const [bulk, setBulk] = useState<BulkPreset | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const importGrid = useImportGrid();

  const move = (days: number) => {
    select(null);
    setStart(addDays(start, days));
  };
  const dates = grid.data?.dates ?? [];

  const exportXlsx = () =>
    downloadFile(`/api/v2/rate-grid/xlsx/?start=${start}&end=${end}`, `prices-${start}.xlsx`).catch(
      notifyError,
    );

  return (
    <Stack gap="sm">
      <PageHeader
        title={t('rates.title')}
        description={t('rates.description')}
        actions={
          <>
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportXlsx}>
              {t('rates.exportXlsx')}
            </Button>
            {writable ? (
              <FileButton
                accept="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xlsx"
                onChange={(file) => file && importGrid.mutate(file)}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconUpload size={16} />}
                    loading={importGrid.isPending}
                  >
                    {t('rates.importXlsx')}
                  </Button>
                )}
              </FileButton>
            ) : null}
            {writable ? <Button onClick={() => setBulk({})}>{t('rates.bulk')}</Button> : null}
          </>
        }
      />
      {importGrid.error ? (
        <Alert color="red" title={t('rates.importXlsx')} withCloseButton onClose={() => importGrid.reset()}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {importGrid.errorText}
          </Text>
        </Alert>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} />}
          onClick={() => move(-Math.min(length, 30))}
        >
          {t('rates.previous')}
        </Button>
        <DatePickerInput
          label={t('rates.period')}
          leftSection={<IconCalendar size={16} />}
          valueFormat="DD.MM.YYYY"
          value={start}
          onChange={(value) => {
            if (!value) return;
            select(null);
            setStart(value);
          }}
          w={150}
        />
        <NumberInput
          label={t('rates.days')}
          value={length}
          min={7}
          max={RATE_GRID_MAX_DAYS}
          clampBehavior="strict"
          allowDecimal={false}
          onChange={(value) => typeof value === 'number' && value >= 7 && setLength(value)}
          w={90}
        />
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} />}
          onClick={() => move(Math.min(length, 30))}
        >
          {t('rates.next')}
        </Button>
        <Button variant="subtle" onClick={() => setStart(dayjs().format('YYYY-MM-DD'))}>
          {t('rates.today')}
        </Button>
        {grid.isFetching ? <Loader size="sm" aria-label={t('rates.title')} /> : null}
      </Group>
      <div
        style={{
          display: 'flex',
          flexDirection: wide ? 'row' : 'column',
          gap: 'var(--mantine-spacing-md)',
          alignItems: 'stretch',
        }}
      >
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          {writable && grid.data && rows.length > 0 ? (
            <PriceEntry
              key={entryKey.n}
              rows={rows}
              dates={dates}
              selection={selection}
              firstKey={entryKey.first}
              gridRef={gridRef}
              onClear={() => select(null)}
              onMore={(preset) => setBulk(preset)}
            />
          ) : null}
          {touch && grid.data && rows.length > 0 ? (
            <Switch
              label={t('rates.grid.extendByTap')}
              description={t('rates.grid.extendByTapHint')}
              checked={extendByTap}
              onChange={(event) => setExtendByTap(event.currentTarget.checked)}
            />
          ) : null}
          {grid.error ? (
            <LoadError error={grid.error} onRetry={() => grid.refetch()} />
          ) : grid.data && rows.length === 0 ? (
            <Alert color="gray" title={t('rates.empty')}>
              {t('rates.emptyHint')}
            </Alert>
          ) : grid.data ? (
            <RateGrid
              rows={rows}
              dates={dates}
              selection={selection}
              onSelection={select}
              gridRef={gridRef}
              extendByTap={touch && extendByTap}
              onStartEntry={(first) => {
                if (!writable) return;
                setEntryKey((k) => ({ first, n: k.n + 1 }));
              }}
            />
          ) : (
            <Loader aria-label={t('rates.title')} />
          )}
          <MarksLegend />
        </Stack>
        <div style={{ width: wide ? 340 : '100%', flexShrink: 0 }}>
          <PlansPanel writable={writable} categories={grid.data?.categories ?? []} />
        </div>
      </div>
      {bulk && grid.data ? (
        <BulkDialog
          grid={grid.data}
          preset={bulk}
          defaultRange={[start, end]}
          onClose={() => setBulk(null)}
        />
      ) : null}
    </Stack>
  );
}
