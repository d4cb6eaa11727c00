import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDayMonth, type PlanPrice } from '@pms/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabeledLine } from '../../../ui/LabeledLine.tsx';
import { Money } from '../../../ui/Money.tsx';
import { useEditorContext } from '../hooks/useEditorContext.ts';

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <LabeledLine label={label} labelWidth={150}>
    {children}
  </LabeledLine>
);

/**
 * What the chosen plan sells the stay with, for the receptionist to tell the guest: its cancellation
 * policy, its included meals, and the price of each night, marked where the plan's price for that date
 * (not the category's weekday or month scheme) gave it. The nights are the live price's, by this plan.
 */
export function ChosenPlan({ plan }: { plan: PlanPrice }) {
  const { t } = useTranslation();
  const { price, pricing } = useEditorContext();
  const nights = price && 'nights' in price ? price.nights : [];
  return (
    <Stack gap={4} data-testid="chosen-plan">
      <Text size="sm" fw={600}>
        {t('salePlans.chosen', { name: plan.name })}
      </Text>
      <Line label={t('salePlans.policy')}>
        <Group gap={6}>
          <Badge size="sm" variant="light" color={plan.is_refundable ? 'green' : 'orange'}>
            {plan.is_refundable ? t('salePlans.refundable') : t('salePlans.nonRefundable')}
          </Badge>
          <span>{plan.cancellation_policy || t('salePlans.noPolicy')}</span>
        </Group>
      </Line>
      <Line label={t('salePlans.meals')}>{plan.included_meals ?? t('salePlans.noMeals')}</Line>
      {nights.length > 0 && (
        <Line label={t('salePlans.nights')}>
          {/* Dimmed while the price by a newly chosen plan is on its way. */}
          <Group gap={6} data-testid="plan-nights" opacity={pricing ? 0.5 : 1} aria-busy={pricing}>
            {nights.map((night) => (
              <Badge
                key={`${night.date}-${night.leg ?? 0}`}
                variant={night.dated ? 'filled' : 'default'}
                color={night.dated ? 'blue' : 'gray'}
                tt="none"
                title={night.dated ? t('salePlans.datePrice') : t('salePlans.schemePrice')}
                data-dated={night.dated ? 'true' : undefined}
              >
                {formatDayMonth(night.date)} · <Money value={Number(night.price)} />
              </Badge>
            ))}
          </Group>
          {nights.some((n) => n.dated) && (
            <Text size="xs" c="dimmed" mt={4}>
              <Badge size="xs" variant="filled" color="blue" mr={4} component="span">
                {' '}
              </Badge>
              {t('salePlans.datePrice')}
            </Text>
          )}
        </Line>
      )}
    </Stack>
  );
}
