import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Group,
  Input,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { parseTypedMoney, type RateGridView, weekdayKeys } from '@pms/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { type BulkBody, useBulkChange } from '../hooks/useRateGrid.ts';
import { gridSavedToast } from '../utils/gridSavedToast.ts';

/** What the dialog opens with: the grid's selection (its plans), or nothing (the first plan, the shown period). */
export interface BulkPreset {
  plans?: number[];
  categories?: number[];
  range?: [string, string];
}

type PriceMode = 'keep' | 'set' | 'percent' | 'amount' | 'reset';
type Flag = 'keep' | 'on' | 'off';
const flagFields = ['closed_to_arrival', 'closed_to_departure', 'stop_sell'] as const;

interface BulkDialogProps {
  grid: RateGridView;
  preset: BulkPreset;
  defaultRange: [string, string];
  onClose: () => void;
}

/**
 * 'Массовое изменение': a range of dates on chosen weekdays, for chosen categories of the plans ticked —
 * a price, a change by a percent or an amount, and restrictions (set or cleared). One POST
 * /rate-grid/bulk/ for all the plans, one transaction and one journal line; the server's Russian refusals
 * are shown at their fields. A derived plan ticked takes restrictions only.
 */
export function BulkDialog({ grid, preset, defaultRange, onClose }: BulkDialogProps) {
  const { t } = useTranslation();
  const change = useBulkChange();
  const [plans, setPlans] = useState<string[]>(() =>
    (preset.plans?.length ? preset.plans : grid.plans.slice(0, 1).map((p) => p.id)).map(String),
  );
  const [categories, setCategories] = useState<string[]>((preset.categories ?? []).map(String));
  const [range, setRange] = useState<[string | null, string | null]>(preset.range ?? defaultRange);
  const [weekdays, setWeekdays] = useState<string[]>([]);
  const [priceMode, setPriceMode] = useState<PriceMode>('keep');
  const [value, setValue] = useState('');
  const [minStay, setMinStay] = useState<number | string>('');
  const [maxStay, setMaxStay] = useState<number | string>('');
  const [clearMin, setClearMin] = useState(false);
  const [clearMax, setClearMax] = useState(false);
  const [flags, setFlags] = useState<Record<(typeof flagFields)[number], Flag>>({
    closed_to_arrival: 'keep',
    closed_to_departure: 'keep',
    stop_sell: 'keep',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const chosen = grid.plans.filter((p) => plans.includes(String(p.id)));
  const derived = chosen.some((p) => p.parent != null);
  // The categories any ticked plan is sold in; each plan changes those of them it sells.
  const planCategories = grid.categories.filter((c) =>
    grid.rows.some((r) => plans.includes(String(r.rate_plan)) && r.category === c.id),
  );
  const mode: PriceMode = derived ? 'keep' : priceMode;

  const body = (): BulkBody => {
    const b: BulkBody = {
      rate_plans: plans.map(Number),
      categories: categories.length ? categories.map(Number) : planCategories.map((c) => c.id),
      from: range[0] ?? '',
      to: range[1] ?? range[0] ?? '',
      weekdays: weekdays as BulkBody['weekdays'],
    };
    if (mode === 'set') {
      const tiyn = parseTypedMoney(value);
      b.prices = { base: tiyn === null ? value : tiyn / 100 };
    } else if (mode === 'reset') b.prices = { base: null };
    else if (mode === 'percent' || mode === 'amount')
      b.price_change = { kind: mode, value: value.replace(/\s/g, '').replace(',', '.').replace('−', '-') };
    const restrictions: NonNullable<BulkBody['restrictions']> = {};
    if (clearMin) restrictions.min_stay = null;
    else if (minStay !== '') restrictions.min_stay = Number(minStay);
    if (clearMax) restrictions.max_stay = null;
    else if (maxStay !== '') restrictions.max_stay = Number(maxStay);
    for (const f of flagFields) if (flags[f] !== 'keep') restrictions[f] = flags[f] === 'on';
    if (Object.keys(restrictions).length) b.restrictions = restrictions;
    return b;
  };

  const submit = async () => {
    setErrors({});
    setGeneral(null);
    try {
      const sent = body();
      const cells = await change.mutateAsync({ bodies: [sent] });
      const prices = Boolean(sent.prices || sent.price_change);
      const what = prices
        ? sent.restrictions
          ? t('rates.bulkDialog.savedBoth')
          : t('rates.bulkDialog.savedPrices')
        : t('rates.bulkDialog.savedRestrictions');
      // What was saved, then how much: a restriction saved after a price does not read as the price again.
      notifySuccess(`${what} · ${t('rates.bulkDialog.done', { count: cells })}`, { id: gridSavedToast });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.field) {
        // 'prices.base', 'price_change.value', 'restrictions.min_stay', 'from'…: the field it names.
        const field = err.field.startsWith('price') ? 'price' : err.field.replace(/^restrictions\./, '');
        const at = field === 'from' || field === 'to' ? 'range' : field;
        setErrors({ [at]: err.error });
        const shown = ['rate_plans', 'price', 'range', 'categories', 'weekdays', 'min_stay', 'max_stay'];
        if (![...shown, ...flagFields].includes(at)) setGeneral(err.error);
      } else setGeneral(errorMessage(err));
    }
  };

  const flagControl = (field: (typeof flagFields)[number], label: string) => (
    <Input.Wrapper label={label} error={errors[field]}>
      <SegmentedControl
        fullWidth
        size="xs"
        value={flags[field]}
        onChange={(v) => setFlags((f) => ({ ...f, [field]: v as Flag }))}
        data={[
          { value: 'keep', label: t('rates.bulkDialog.unchanged') },
          { value: 'on', label: t('rates.bulkDialog.on') },
          { value: 'off', label: t('rates.bulkDialog.off') },
        ]}
      />
    </Input.Wrapper>
  );

  return (
    <Modal opened onClose={onClose} title={t('rates.bulkDialog.title')} size="lg" centered>
      <Stack gap="sm">
        {general ? <Alert color="red">{general}</Alert> : null}
        <Checkbox.Group
          label={t('rates.bulkDialog.plans')}
          value={plans}
          onChange={(v) => {
            setPlans(v);
            setCategories([]);
          }}
          error={errors.rate_plans}
        >
          <Group gap="md" mt={4}>
            {grid.plans.map((p) => (
              <Checkbox
                key={p.id}
                value={String(p.id)}
                label={p.formula ? `${p.name} (${p.formula})` : p.name}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <MultiSelect
          label={t('rates.bulkDialog.categories')}
          placeholder={categories.length ? undefined : t('rates.bulkDialog.allCategories')}
          data={planCategories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={categories}
          onChange={setCategories}
          error={errors.categories}
          clearable
          searchable
        />
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('rates.bulkDialog.range')}
          valueFormat="DD.MM.YYYY"
          value={range}
          onChange={(v) => setRange([v[0], v[1]])}
          error={errors.range}
        />
        <Input.Wrapper
          label={t('rates.bulkDialog.weekdays')}
          description={t('rates.bulkDialog.weekdaysHint')}
          error={errors.weekdays}
        >
          <Chip.Group multiple value={weekdays} onChange={setWeekdays}>
            <Group gap={6} mt={4}>
              {weekdayKeys.map((key) => (
                <Chip key={key} value={key} size="sm">
                  {t(`rates.weekdays.${key}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        {derived ? (
          <Text size="sm" c="dimmed">
            {chosen.length > 1 ? t('rates.bulkDialog.derivedAmongNote') : t('rates.bulkDialog.derivedNote')}
          </Text>
        ) : (
          <>
            <Input.Wrapper label={t('rates.bulkDialog.priceMode')}>
              <SegmentedControl
                fullWidth
                value={priceMode}
                onChange={(v) => setPriceMode(v as PriceMode)}
                data={(['keep', 'set', 'percent', 'amount', 'reset'] as const).map((m) => ({
                  value: m,
                  label: t(`rates.bulkDialog.${m}`),
                }))}
                styles={{ root: { flexWrap: 'wrap' } }}
              />
            </Input.Wrapper>
            {mode !== 'keep' && mode !== 'reset' ? (
              <TextInput
                label={mode === 'set' ? t('rates.bulkDialog.price') : t('rates.bulkDialog.changeValue')}
                value={value}
                onChange={(e) => setValue(e.currentTarget.value)}
                rightSection={mode === 'percent' ? '%' : '₸'}
                inputMode="decimal"
                error={errors.price}
              />
            ) : errors.price ? (
              <Text size="sm" c="red">
                {errors.price}
              </Text>
            ) : null}
          </>
        )}
        <Text fw={600} size="sm">
          {t('rates.bulkDialog.restrictions')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Stack gap={4}>
            <NumberInput
              label={t('rates.bulkDialog.minStay')}
              description={t('rates.bulkDialog.stayHint')}
              value={minStay}
              onChange={setMinStay}
              min={1}
              max={366}
              allowDecimal={false}
              disabled={clearMin}
              error={errors.min_stay}
            />
            <Checkbox
              label={t('rates.bulkDialog.clearMin')}
              checked={clearMin}
              onChange={(e) => setClearMin(e.currentTarget.checked)}
            />
          </Stack>
          <Stack gap={4}>
            <NumberInput
              label={t('rates.bulkDialog.maxStay')}
              description={t('rates.bulkDialog.stayHint')}
              value={maxStay}
              onChange={setMaxStay}
              min={1}
              max={366}
              allowDecimal={false}
              disabled={clearMax}
              error={errors.max_stay}
            />
            <Checkbox
              label={t('rates.bulkDialog.clearMax')}
              checked={clearMax}
              onChange={(e) => setClearMax(e.currentTarget.checked)}
            />
          </Stack>
        </SimpleGrid>
        {flagControl('closed_to_arrival', t('rates.bulkDialog.cta'))}
        {flagControl('closed_to_departure', t('rates.bulkDialog.ctd'))}
        {flagControl('stop_sell', t('rates.bulkDialog.stop'))}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('rates.plans.form.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={change.isPending}>
            {t('rates.bulkDialog.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
