import { Button, Group, Paper, TextInput } from '@mantine/core';
import { formatDay, formatTenge, parseTypedMoney } from '@pms/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useBulkChange } from '../hooks/useRateGrid.ts';
import {
  type GridSelection,
  type RateRow,
  selectedTargets,
  selectionBounds,
  withPrice,
} from '../utils/gridRows.ts';
import { gridSavedToast } from '../utils/gridSavedToast.ts';
import type { BulkPreset } from './BulkDialog.tsx';

interface PriceEntryProps {
  rows: RateRow[];
  dates: string[];
  /** Null: nothing chosen yet; the field waits, disabled, so that the grid never moves under the mouse. */
  selection: GridSelection | null;
  /** The key that started the entry (a digit), '' for Enter; null: the field waits to be clicked. */
  firstKey: string | null;
  gridRef: React.RefObject<HTMLDivElement | null>;
  onClear: () => void;
  onMore: (preset: BulkPreset) => void;
}

/**
 * The price typed over the grid's selection: Enter saves it for every editable cell chosen (one request
 * per plan, shown in the grid at once), Escape gives the grid its focus back, as a spreadsheet does.
 */
export function PriceEntry({ rows, dates, selection, firstKey, gridRef, onClear, onMore }: PriceEntryProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(firstKey ?? '');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const change = useBulkChange();
  const targets = selection ? selectedTargets(rows, selection) : [];
  const bounds = selection ? selectionBounds(selection) : { dayFrom: 0, dayTo: 0 };
  const from = dates[bounds.dayFrom] ?? '';
  const to = dates[bounds.dayTo] ?? '';
  useEffect(() => {
    if (firstKey !== null) input.current?.focus();
  }, [firstKey]);

  const range = from === to ? formatDay(from) : `${formatDay(from)}–${formatDay(to)}`;
  const categoryCount = new Set(targets.flatMap((x) => x.categories)).size;
  const categoryName = rows.find((r) => r.type === 'plan' && r.category.id === targets[0]?.categories[0])
    ?.category.name;
  const summary = !selection
    ? t('rates.entry.nothing')
    : targets.length === 0
      ? t('rates.entry.derivedOnly')
      : t('rates.entry.selected', {
          plan: targets.map((x) => x.plan.name).join(', '),
          categories:
            categoryCount === 1
              ? (categoryName ?? '')
              : t('rates.entry.categories', { count: categoryCount }),
          range,
        });
  // Nothing editable chosen: the bar stays in place (the grid never moves under the mouse), disabled.
  const idle = targets.length === 0;

  const backToGrid = () => gridRef.current?.focus({ preventScroll: true });
  const save = async () => {
    setError(null);
    const tiyn = parseTypedMoney(text);
    // Text that is no amount goes as typed: the server names what is wrong with it, in Russian.
    const price = tiyn === null ? text : tiyn / 100;
    try {
      const cells = await change.mutateAsync({
        bodies: targets.map((x) => ({
          rate_plan: x.plan.id,
          categories: x.categories,
          from,
          to,
          prices: { base: price },
        })),
        patch:
          tiyn === null
            ? undefined
            : (grid) =>
                withPrice(
                  grid,
                  targets.map((x) => ({ plan: x.plan.id, categories: x.categories })),
                  from,
                  to,
                  (tiyn / 100).toFixed(2),
                ),
      });
      notifySuccess(
        [
          t('rates.entry.saved'),
          tiyn === null ? '' : formatTenge(tiyn / 100),
          t('rates.bulkDialog.done', { count: cells }),
        ]
          .filter(Boolean)
          .join(' · '),
        { id: gridSavedToast },
      );
      setText('');
      backToGrid();
    } catch (err) {
      setError(err instanceof ApiError ? err.error : errorMessage(err));
      input.current?.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setText('');
      setError(null);
      backToGrid();
    }
  };

  return (
    <Paper withBorder p="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          ref={input}
          label={t('rates.entry.price')}
          description={summary}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error}
          disabled={idle}
          inputMode="decimal"
          rightSection="₸"
          style={{ flex: '1 1 220px' }}
        />
        <Button onClick={() => void save()} loading={change.isPending} disabled={idle || text.trim() === ''}>
          {t('rates.entry.save')}
        </Button>
        <Button
          variant="default"
          disabled={idle}
          onClick={() =>
            onMore({
              plans: targets.map((x) => x.plan.id),
              categories: [...new Set(targets.flatMap((x) => x.categories))],
              range: [from, to],
            })
          }
        >
          {t('rates.entry.more')}
        </Button>
        <Button variant="subtle" onClick={onClear} disabled={!selection}>
          {t('rates.entry.cancel')}
        </Button>
      </Group>
    </Paper>
  );
}
