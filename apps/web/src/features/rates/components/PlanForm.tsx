import {
  Alert,
  Button,
  Group,
  Input,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { AdjustmentKind, RatePlanInput, RatePlanView } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useCatalogueLookup } from '../../admin/catalogues/hooks/useCatalogueLookup.ts';

interface PlanFormProps {
  plan: RatePlanView | null;
  plans: RatePlanView[];
  categories: { id: number; name: string }[];
  onClose: () => void;
}

/**
 * A rate plan's form: its name, prices of its own or a step from a parent (a percent or an amount, minus
 * for a discount), the categories it is sold in, its cancellation policy, its included meals, active.
 * The server checks the tree (one base, no cycle) and answers in Russian at the field.
 */
export function PlanForm({ plan, plans, categories, onClose }: PlanFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const foods = useCatalogueLookup('foods');
  const base = plans.find((p) => p.is_base);
  const [name, setName] = useState(plan?.name ?? '');
  const [derived, setDerived] = useState(plan ? plan.parent !== null : true);
  const [parent, setParent] = useState<string | null>(
    plan?.parent ? String(plan.parent) : base && base.id !== plan?.id ? String(base.id) : null,
  );
  const [kind, setKind] = useState<AdjustmentKind>(plan?.adjustment_kind ?? 'percent');
  const [step, setStep] = useState(plan?.adjustment_value ?? '');
  const [chosen, setChosen] = useState<string[]>((plan?.categories ?? []).map(String));
  const [policy, setPolicy] = useState(plan?.cancellation_policy ?? '');
  const [refundable, setRefundable] = useState(plan?.is_refundable ?? true);
  const [food, setFood] = useState<string | null>(plan?.food_tariff ? String(plan.food_tariff) : null);
  const [active, setActive] = useState(plan?.is_active ?? true);
  const [isBase, setIsBase] = useState(plan?.is_base ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: RatePlanInput) =>
      plan
        ? api.put<RatePlanView>(`/api/v2/rate-plans/${plan.id}/`, body)
        : api.post<RatePlanView>('/api/v2/rate-plans/', body),
    onSuccess: async () => {
      notifySuccess(plan ? t('notify.changed') : t('notify.added'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.ratePlans });
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.field) {
        const field = err.field.split('.')[0]!;
        setErrors({ [field]: err.error });
        if (!shown.includes(field)) setGeneral(err.error);
      } else setGeneral(errorMessage(err));
    },
  });
  const shown = [
    'name',
    'parent',
    'adjustment_kind',
    'adjustment_value',
    'categories',
    'cancellation_policy',
    'food_tariff',
  ];

  const submit = () => {
    setErrors({});
    setGeneral(null);
    save.mutate({
      name,
      parent: derived && parent ? Number(parent) : null,
      adjustment_kind: derived ? kind : null,
      adjustment_value: derived ? step.replace(/\s/g, '').replace(',', '.').replace('−', '-') : null,
      is_base: !derived && isBase,
      is_active: active,
      is_refundable: refundable,
      cancellation_policy: policy,
      food_tariff: food ? Number(food) : null,
      categories: chosen.map(Number),
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={plan ? t('rates.plans.form.editTitle', { name: plan.name }) : t('rates.plans.form.createTitle')}
      centered
    >
      <Stack gap="sm">
        {general ? <Alert color="red">{general}</Alert> : null}
        <TextInput
          label={t('rates.plans.form.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
        />
        <Input.Wrapper label={t('rates.plans.form.kind')}>
          <SegmentedControl
            fullWidth
            value={derived ? 'derived' : 'own'}
            onChange={(v) => setDerived(v === 'derived')}
            data={[
              { value: 'own', label: t('rates.plans.form.own') },
              { value: 'derived', label: t('rates.plans.form.derived') },
            ]}
          />
        </Input.Wrapper>
        {derived ? (
          <>
            <Select
              label={t('rates.plans.form.parent')}
              data={plans
                .filter((p) => p.id !== plan?.id)
                .map((p) => ({ value: String(p.id), label: p.name }))}
              value={parent}
              onChange={setParent}
              error={errors.parent}
            />
            <Group grow align="flex-start">
              <Input.Wrapper label={t('rates.plans.form.stepKind')} error={errors.adjustment_kind}>
                <SegmentedControl
                  fullWidth
                  value={kind}
                  onChange={(v) => setKind(v as AdjustmentKind)}
                  data={[
                    { value: 'percent', label: t('rates.plans.form.percent') },
                    { value: 'amount', label: t('rates.plans.form.amount') },
                  ]}
                />
              </Input.Wrapper>
              <TextInput
                label={t('rates.plans.form.step')}
                value={step}
                onChange={(e) => setStep(e.currentTarget.value)}
                rightSection={kind === 'percent' ? '%' : '₸'}
                inputMode="decimal"
                error={errors.adjustment_value}
              />
            </Group>
          </>
        ) : (
          <Switch
            label={t('rates.plans.form.base')}
            checked={isBase}
            onChange={(e) => setIsBase(e.currentTarget.checked)}
          />
        )}
        <MultiSelect
          label={t('rates.plans.form.categories')}
          placeholder={chosen.length ? undefined : t('rates.plans.form.categoriesHint')}
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={chosen}
          onChange={setChosen}
          error={errors.categories}
          clearable
          searchable
        />
        <Textarea
          label={t('rates.plans.form.policy')}
          value={policy}
          onChange={(e) => setPolicy(e.currentTarget.value)}
          error={errors.cancellation_policy}
          autosize
          minRows={2}
        />
        <Switch
          label={t('rates.plans.form.refundable')}
          checked={refundable}
          onChange={(e) => setRefundable(e.currentTarget.checked)}
        />
        <Select
          label={t('rates.plans.form.food')}
          placeholder={t('rates.plans.form.noFood')}
          data={(foods.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
          value={food}
          onChange={setFood}
          error={errors.food_tariff}
          clearable
        />
        <Switch
          label={t('rates.plans.form.active')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('rates.plans.form.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('rates.plans.form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
