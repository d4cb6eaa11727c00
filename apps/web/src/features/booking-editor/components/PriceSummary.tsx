import { Alert, Table, Text } from '@mantine/core';
import type { PriceResult } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import { useEditorContext } from '../hooks/useEditorContext.ts';

type Line = { key: string; label: string; value: string | number; strong?: boolean; money?: boolean };

function lines(price: PriceResult, t: ReturnType<typeof useTranslation>['t']): Line[] {
  const all: Line[] = [
    { key: 'days', label: t('bookingEditor.price.days'), value: price.days, money: false },
    { key: 'price', label: t('bookingEditor.price.price'), value: price.price },
    { key: 'early', label: t('bookingEditor.price.early'), value: price.early_check_in },
    { key: 'late', label: t('bookingEditor.price.late'), value: price.late_check_out },
    { key: 'adults', label: t('bookingEditor.price.extraAdults'), value: price.adult_price },
    { key: 'children', label: t('bookingEditor.price.extraChildren'), value: price.child_price },
    {
      key: 'without-place',
      label: t('bookingEditor.price.childWithoutPlace'),
      value: price.child_without_place,
    },
    { key: 'meals', label: t('bookingEditor.price.meals'), value: price.food_total },
    { key: 'advance', label: t('bookingEditor.price.advanceMeals'), value: price.advance_booking },
    { key: 'services', label: t('bookingEditor.price.services'), value: price.services_total },
    { key: 'discount', label: t('bookingEditor.price.discount'), value: -Number(price.discount) },
    { key: 'total', label: t('bookingEditor.price.total'), value: price.total, strong: true },
    { key: 'paid', label: t('bookingEditor.price.paid'), value: price.paid_amount },
    { key: 'returned', label: t('bookingEditor.price.returned'), value: price.return_amount },
    { key: 'withheld', label: t('bookingEditor.price.withheld'), value: price.withheld },
    { key: 'duty', label: t('bookingEditor.price.duty'), value: price.duty, strong: true },
  ];
  // Zero extras would only lengthen the list; the main amounts always show.
  const always = new Set(['days', 'price', 'total', 'paid', 'duty']);
  // Without refunds what was kept is what was paid.
  const hidden = Number(price.return_amount) === 0 ? new Set(['withheld']) : new Set<string>();
  return all.filter((l) => !hidden.has(l.key) && (always.has(l.key) || Number(l.value) !== 0));
}

/** The price of the current state, line by line (section 3: price calculation result). */
export function PriceSummary() {
  const { t } = useTranslation();
  const { price: shown, priceError } = useEditorContext();
  // A group's price has its own summary (GroupPriceSummary).
  const price = shown && !('items' in shown) ? shown : null;
  return (
    <div>
      {priceError && (
        <Alert color="red" variant="light" mb="sm" role="alert">
          {priceError}
        </Alert>
      )}
      {price ? (
        <Table withRowBorders={false} verticalSpacing={4} data-testid="price-summary">
          <Table.Tbody>
            {lines(price, t).map((line) => (
              <Table.Tr key={line.key} data-testid={`price-${line.key}`}>
                <Table.Td fw={line.strong ? 700 : undefined}>{line.label}</Table.Td>
                <Table.Td ta="right" fw={line.strong ? 700 : undefined}>
                  {line.money === false ? line.value : <Money value={Number(line.value)} />}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed" size="sm">
          {t('bookingEditor.price.notCalculated')}
        </Text>
      )}
    </div>
  );
}
