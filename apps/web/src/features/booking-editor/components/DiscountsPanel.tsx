import {
  ActionIcon,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { bookingEditorMessages, discountRefusal, parseMoney, pricingMessages } from '@pms/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/formatMoney.ts';
import { Money } from '../../../ui/Money.tsx';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { useCatalogueLookup } from '../../admin/catalogues/hooks/useCatalogueLookup.ts';
import type { DiscountOption } from '../../admin/catalogues/types/catalogueLookups.ts';
import { useRole } from '../../auth/hooks/useCan.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { CounterField } from './CounterField.tsx';

const amount = (d: Pick<DiscountOption, 'discount_kind' | 'value'>) =>
  d.discount_kind === 'percent' ? `${Number(d.value)} %` : formatMoney(Number(d.value));

/**
 * A discount from the list or a promo code (not supported: 'Нет функционала по промокодам!'). A chosen
 * discount counts once; a fixed one may be given several times.
 */
export function DiscountsPanel() {
  const { t } = useTranslation();
  const { detail, price, readOnly } = useEditorContext();
  const { control } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'discount_list' });
  const discounts = useCatalogueLookup('discounts');
  const [mode, setMode] = useState<'discount' | 'promo'>('discount');
  const [chosen, setChosen] = useState<string | null>(null);
  const [promo, setPromo] = useState('');
  // The role's discount limit (domain price-rights.ts), measured on the live price as the server will
  // measure it on save: said here before 'Сохранить' is refused.
  const role = useRole();
  const overLimit =
    role && price && !readOnly
      ? discountRefusal({
          role,
          before: detail.discount_list.map((d) => ({ discount: d.discount ?? 0, quantity: d.quantity })),
          after: fields,
          subtotal: parseMoney(price.subtotal),
          discount: parseMoney(price.discount),
        })
      : null;

  const describe = (id: number) =>
    discounts.data?.find((d) => d.id === id) ?? detail.discount_list.find((d) => d.discount === id);
  const add = () => {
    const discount = discounts.data?.find((d) => String(d.id) === chosen);
    if (!discount) return notifyRefusal(bookingEditorMessages.chooseDiscount);
    append({ discount: discount.id, quantity: 1 });
    setChosen(null);
  };

  return (
    <Stack gap="sm">
      {/* A read-only editor lists the discounts given; choosing one is for a role that may save. */}
      {!readOnly && (
        <>
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value === 'promo' ? 'promo' : 'discount')}
            data={[
              { value: 'discount', label: t('bookingEditor.discounts.modeDiscount') },
              { value: 'promo', label: t('bookingEditor.discounts.modePromo') },
            ]}
          />
          {mode === 'discount' ? (
            <Group align="flex-end" gap="sm">
              <Select
                label={t('bookingEditor.discounts.choose')}
                style={{ flex: 1 }}
                value={chosen}
                onChange={setChosen}
                comboboxProps={{ withinPortal: true }}
                data={(discounts.data ?? []).map((d) => ({
                  value: String(d.id),
                  label: `${d.name} (${amount(d)})`,
                }))}
              />
              <Button variant="light" onClick={add}>
                {t('bookingEditor.discounts.add')}
              </Button>
            </Group>
          ) : (
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('bookingEditor.discounts.promo')}
                style={{ flex: 1 }}
                value={promo}
                onChange={(event) => setPromo(event.currentTarget.value)}
              />
              <Button variant="light" onClick={() => notifyRefusal(pricingMessages.noPromoCodes)}>
                {t('bookingEditor.discounts.apply')}
              </Button>
            </Group>
          )}
        </>
      )}
      {overLimit && (
        <Text c="red" size="sm" role="alert">
          {overLimit.message}
        </Text>
      )}
      {fields.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('bookingEditor.discounts.empty')}
        </Text>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {fields.map((field, index) => {
              const discount = describe(field.discount);
              const line = price?.discount_list[index];
              return (
                <Table.Tr key={field.id} data-testid={`discount-${index}`}>
                  <Table.Td>
                    <Text size="sm">{discount?.name ?? `#${field.discount}`}</Text>
                    {discount && (
                      <Text size="xs" c="dimmed">
                        {amount(discount)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {discount?.discount_kind === 'fixed' && (
                      <CounterField
                        control={control}
                        name={`discount_list.${index}.quantity`}
                        label={t('bookingEditor.discounts.quantity')}
                        disabled={readOnly}
                      />
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {line ? <Money value={-Number(line.total)} /> : t('common.dash')}
                  </Table.Td>
                  <Table.Td w={40}>
                    {!readOnly && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('bookingEditor.discounts.remove')}
                        onClick={() => remove(index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
