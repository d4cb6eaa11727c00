import { Badge, Group, Loader, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PlanPrice } from '@pms/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import { usePlanPrices } from '../hooks/usePlanPrices.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { ChosenPlan } from './ChosenPlan.tsx';

/** One plan's card: its name, its total for the stay, refundable or not, and what the stay breaks. */
function PlanCard({ plan }: { plan: PlanPrice }) {
  const { t } = useTranslation();
  return (
    <Radio.Card value={String(plan.rate_plan)} p="sm" radius="md" data-testid={`plan-${plan.name}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={4} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text fw={600} truncate>
              {plan.name}
            </Text>
            <Text fw={700} data-testid="plan-total">
              <Money value={Number(plan.total)} />
            </Text>
          </Group>
          <Group gap={6}>
            <Badge size="sm" variant="light" color={plan.is_refundable ? 'green' : 'orange'}>
              {plan.is_refundable ? t('salePlans.refundable') : t('salePlans.nonRefundable')}
            </Badge>
            {plan.is_base && (
              <Badge size="sm" variant="outline" color="gray">
                {t('salePlans.base')}
              </Badge>
            )}
          </Group>
          {plan.refusals.map((refusal) => (
            <Text key={refusal} size="xs" c="red.8" data-testid="plan-refusal">
              {refusal}
            </Text>
          ))}
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/**
 * Step 1's rate plans (issue 32): the stay priced by each plan sold in its category, side by side;
 * choosing one sets the form's `rate_plan`, which 'Рассчитать' and 'Сохранить' send. Until a plan is
 * chosen the booking's own (or the base plan) is.
 *
 * In a group: the whole group priced by each plan sold in all its rooms' categories, the plan chosen
 * being every room's ('Сохранить для всех' sends it). Rooms sold by different plans keep their own
 * until one is chosen.
 */
export function PlanChoice({ payload }: { payload: string | null }) {
  const { t } = useTranslation();
  const { detail, readOnly, group } = useEditorContext();
  const { control, setValue } = useFormContext<EditorValues>();
  const chosenId = useWatch({ control, name: 'rate_plan' });
  const plans = usePlanPrices(detail.id, payload, group?.view.child_list);
  const list = plans.data ?? [];
  const chosen =
    list.find((p) => p.rate_plan === chosenId) ??
    (chosenId === null && !group ? list.find((p) => p.is_base) : undefined);
  return (
    <Stack gap="xs" data-testid="plan-choice">
      <Group gap="xs">
        <Title order={3} size="h5">
          {t('salePlans.title')}
        </Title>
        {plans.isFetching && <Loader size="xs" role="status" aria-label={t('salePlans.loading')} />}
      </Group>
      {plans.data === undefined ? (
        <Text size="sm" c="dimmed">
          {payload === null ? t('salePlans.needStay') : t('salePlans.loading')}
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {group ? t('salePlans.noneForGroup') : t('salePlans.none')}
        </Text>
      ) : (
        <Radio.Group
          value={chosen ? String(chosen.rate_plan) : null}
          onChange={(value) => setValue('rate_plan', Number(value), { shouldDirty: true })}
          aria-label={group ? t('salePlans.groupHint') : t('salePlans.hint')}
          readOnly={readOnly}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
            {list.map((plan) => (
              <PlanCard key={plan.rate_plan} plan={plan} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      {group && !chosen && list.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="plan-mixed">
          {t('salePlans.mixed')}
        </Text>
      )}
      {chosen && <ChosenPlan plan={chosen} />}
    </Stack>
  );
}
