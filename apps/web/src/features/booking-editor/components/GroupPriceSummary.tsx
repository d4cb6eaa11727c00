import { Alert, Stack, Table, Text } from '@mantine/core';
import { formatDay, type GroupPriceResult } from '@pms/domain';
import type { TFunction } from 'i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { GroupValues } from '../types/groupValues.ts';
import { type PriceLine, priceLines } from '../utils/priceLines.ts';
import { PriceLines } from './PriceLines.tsx';

function totals(price: GroupPriceResult, t: TFunction): PriceLine[] {
  const accommodation = {
    key: 'accommodation',
    label: t('bookingEditor.group.accommodation'),
    value: price.accommodation,
  };
  return priceLines(price, [accommodation], ['accommodation'], t);
}

/**
 * A group's price (section 3: group_calculation): each room priced alone — its stay and accommodation —
 * then the group's shared meals, services and discounts, its total and the payments taken on the parent.
 */
export function GroupPriceSummary() {
  const { t } = useTranslation();
  const { price: shown, priceError, group } = useEditorContext();
  const { control } = useFormContext<GroupValues>();
  const children = useWatch({ control, name: 'child_list' }) ?? [];
  const price = shown && 'items' in shown ? shown : null;
  const categoryName = (id: number) => group?.categories.find((c) => c.id === id)?.name ?? '';
  return (
    <Stack gap="md">
      {priceError && (
        <Alert color="red" variant="light" role="alert">
          {priceError}
        </Alert>
      )}
      {price ? (
        <>
          <Table verticalSpacing={4} striped data-testid="group-items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookingEditor.group.itemRoom')}</Table.Th>
                <Table.Th>{t('bookingEditor.group.itemDates')}</Table.Th>
                <Table.Th ta="right">{t('bookingEditor.group.itemDays')}</Table.Th>
                <Table.Th ta="right">{t('bookingEditor.group.itemTotal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {price.items.map((item) => {
                const child = children.find((c) => c.id === item.id);
                return (
                  <Table.Tr key={item.id} data-testid={`group-item-${item.id}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {child?.room_name ?? `№${item.id}`}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {child ? categoryName(child.category_id) : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {child?.check_in_date && child.check_out_date
                          ? `${formatDay(child.check_in_date)} — ${formatDay(child.check_out_date)}`
                          : t('common.dash')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{item.days}</Table.Td>
                    <Table.Td ta="right" fw={500}>
                      <Money value={Number(item.total)} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <PriceLines lines={totals(price, t)} />
        </>
      ) : (
        <Text c="dimmed" size="sm">
          {t('bookingEditor.price.notCalculated')}
        </Text>
      )}
    </Stack>
  );
}
