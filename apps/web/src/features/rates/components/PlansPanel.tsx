import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RatePlanView } from '@pms/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useConfirmDelete } from '../../../ui/useConfirmDelete.tsx';
import { useRatePlans } from '../hooks/useRateGrid.ts';
import { PlanForm } from './PlanForm.tsx';

interface PlansPanelProps {
  writable: boolean;
  categories: { id: number; name: string }[];
}

/** The company's rate plans beside the grid: each with its formula, and create, edit, delete. */
export function PlansPanel({ writable, categories }: PlansPanelProps) {
  const { t } = useTranslation();
  const plans = useRatePlans();
  const queryClient = useQueryClient();
  const confirm = useConfirmDelete();
  const [editing, setEditing] = useState<RatePlanView | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/v2/rate-plans/${id}/`),
    onSuccess: async () => {
      notifySuccess(t('rates.plans.deleted'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.ratePlans });
    },
    onError: notifyError,
  });
  const list = plans.data ?? [];

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {t('rates.plans.title')}
          </Title>
          {writable ? (
            <Button size="xs" onClick={() => setEditing('new')}>
              {t('rates.plans.add')}
            </Button>
          ) : null}
        </Group>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((plan) => (
            <li key={plan.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={600} size="sm">
                      {plan.name}
                    </Text>
                    {plan.is_base ? (
                      <Badge size="xs" variant="light">
                        {t('rates.plans.base')}
                      </Badge>
                    ) : null}
                    {!plan.is_active ? (
                      <Badge size="xs" color="gray">
                        {t('rates.plans.inactive')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {[
                      plan.formula ?? t('rates.plans.own'),
                      plan.is_refundable ? t('rates.plans.refundable') : t('rates.plans.nonRefundable'),
                    ].join(' · ')}
                  </Text>
                </Stack>
                {writable ? (
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${t('rates.plans.edit')} ${plan.name}`}
                      onClick={() => setEditing(plan)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    {plan.is_base ? null : (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t('rates.plans.remove')} ${plan.name}`}
                        onClick={() =>
                          confirm(plan.name, () => remove.mutate(plan.id), {
                            title: t('rates.plans.deleteTitle', { name: plan.name }),
                            message: t('rates.plans.deleteText'),
                            confirm: t('rates.plans.remove'),
                          })
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                ) : null}
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
      {editing ? (
        <PlanForm
          plan={editing === 'new' ? null : editing}
          plans={list}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Paper>
  );
}
