import { NumberInput, Table, Text } from '@mantine/core';
import { type KeyboardEvent, useMemo } from 'react';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';
import type { ServiceOption } from '../types/lookups.ts';

/** Signs and exponents are not quantities (section 5: minus and plus are blocked). */
const blockSigns = (event: KeyboardEvent<HTMLInputElement>) => {
  if (['-', '+', 'e', 'E'].includes(event.key)) event.preventDefault();
};

function QuantityInput({ index, label, disabled }: { index: number; label: string; disabled: boolean }) {
  const { control } = useFormContext<EditorValues>();
  const { field, fieldState } = useController({ control, name: `service_list.${index}.quantity` });
  return (
    <NumberInput
      ref={field.ref}
      name={field.name}
      aria-label={label}
      w={110}
      min={0}
      allowNegative={false}
      allowDecimal={false}
      disabled={disabled}
      value={field.value}
      onKeyDown={blockSigns}
      // An emptied quantity is 0 (section 5).
      onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** Step 4 'Услуги': every offered service with its price, type and quantity; what is taken goes on the bill. */
export function ServicesStep({ services }: { services: readonly ServiceOption[] }) {
  const { t } = useTranslation();
  const { detail, price, readOnly } = useEditorContext();
  const { control } = useFormContext<EditorValues>();
  const { fields } = useFieldArray({ control, name: 'service_list' });
  const known = useMemo(() => {
    const byId = new Map<number, { name: string; price: string; service_type: 'once' | 'day' }>();
    for (const s of detail.services) if (s.service !== null) byId.set(s.service, s);
    for (const s of services) byId.set(s.id, s);
    return byId;
  }, [detail.services, services]);

  if (fields.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('bookingEditor.services.empty')}
      </Text>
    );
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('bookingEditor.services.service')}</Table.Th>
          <Table.Th ta="right">{t('bookingEditor.services.price')}</Table.Th>
          <Table.Th>{t('bookingEditor.services.type')}</Table.Th>
          <Table.Th>{t('bookingEditor.services.quantity')}</Table.Th>
          <Table.Th ta="right">{t('bookingEditor.services.toPay')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field, index) => {
          const service = known.get(field.service);
          const line = price?.services.find((s) => s.id === field.service);
          return (
            <Table.Tr key={field.id} data-testid={`service-${field.service}`}>
              <Table.Td>{service?.name ?? `#${field.service}`}</Table.Td>
              <Table.Td ta="right">
                <Money value={Number(service?.price ?? 0)} />
              </Table.Td>
              <Table.Td>{t(`bookingEditor.services.${service?.service_type ?? 'once'}`)}</Table.Td>
              <Table.Td>
                <QuantityInput
                  index={index}
                  label={`${t('bookingEditor.services.quantity')}: ${service?.name ?? ''}`}
                  disabled={readOnly}
                />
              </Table.Td>
              <Table.Td ta="right" fw={500}>
                <Money value={Number(line?.total ?? 0)} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
