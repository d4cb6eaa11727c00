import { Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { type KeyboardEvent, useMemo } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import { usePhone } from '../../../ui/usePhone.ts';
import type { ServiceOption } from '../../admin/catalogues/types/catalogueLookups.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';
import type { GroupValues } from '../types/groupValues.ts';

/** Signs and exponents are not quantities (section 5: minus and plus are blocked). */
const blockSigns = (event: KeyboardEvent<HTMLInputElement>) => {
  if (['-', '+', 'e', 'E'].includes(event.key)) event.preventDefault();
};

interface CountInputProps {
  index: number;
  /** quantity, or a group's rooms taking the service. */
  name: 'quantity' | 'rooms';
  label: string;
  disabled: boolean;
  max?: number;
}

function CountInput({ index, name, label, disabled, max, w = 110 }: CountInputProps & { w?: number }) {
  const { control } = useFormContext<EditorValues>();
  const { field, fieldState } = useController({ control, name: `service_list.${index}.${name}` });
  return (
    <NumberInput
      ref={field.ref}
      name={field.name}
      aria-label={label}
      w={w}
      min={0}
      max={max}
      clampBehavior={max === undefined ? undefined : 'strict'}
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

/**
 * Step 4 'Услуги': every offered service with its price, type and quantity; what is taken goes on the
 * bill. A group also says how many of its rooms take each service ('Номеров', all by default).
 */
export function ServicesStep({ services }: { services: readonly ServiceOption[] }) {
  const { t } = useTranslation();
  const { detail, price, readOnly, group } = useEditorContext();
  const { control } = useFormContext<GroupValues>();
  const { fields } = useFieldArray({ control, name: 'service_list' });
  const rooms = useWatch({ control, name: 'child_list' })?.length ?? 0;
  const phone = usePhone();
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
  // A phone stacks each service: its name, price and type, then the quantity and what it comes to, so
  // nothing runs off a 390 px screen (issue 28, item 12).
  if (phone)
    return (
      <Stack gap={0}>
        {fields.map((field, index) => {
          const service = known.get(field.service);
          const line = price?.services.find((s) => s.id === field.service);
          return (
            <Stack
              key={field.id}
              gap={6}
              py="xs"
              data-testid={`service-${field.service}`}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600}>
                  {service?.name ?? `#${field.service}`}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  <Money value={Number(service?.price ?? 0)} /> ·{' '}
                  {t(`bookingEditor.services.${service?.service_type ?? 'once'}`)}
                </Text>
              </Group>
              <Group justify="space-between" wrap="nowrap" align="flex-end">
                <Group gap="xs" wrap="nowrap">
                  <Stack gap={2}>
                    <Text size="xs" c="dimmed">
                      {t('bookingEditor.services.quantity')}
                    </Text>
                    <CountInput
                      index={index}
                      name="quantity"
                      label={`${t('bookingEditor.services.quantity')}: ${service?.name ?? ''}`}
                      disabled={readOnly}
                      w={96}
                    />
                  </Stack>
                  {group && (
                    <Stack gap={2}>
                      <Text size="xs" c="dimmed">
                        {t('bookingEditor.group.roomsColumn')}
                      </Text>
                      <CountInput
                        index={index}
                        name="rooms"
                        label={t('bookingEditor.group.roomsOf', { service: service?.name ?? '' })}
                        disabled={readOnly}
                        max={rooms}
                        w={96}
                      />
                    </Stack>
                  )}
                </Group>
                <Stack gap={2} align="flex-end">
                  <Text size="xs" c="dimmed">
                    {t('bookingEditor.services.toPay')}
                  </Text>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    <Money value={Number(line?.total ?? 0)} />
                  </Text>
                </Stack>
              </Group>
            </Stack>
          );
        })}
      </Stack>
    );
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('bookingEditor.services.service')}</Table.Th>
          <Table.Th ta="right">{t('bookingEditor.services.price')}</Table.Th>
          <Table.Th>{t('bookingEditor.services.type')}</Table.Th>
          <Table.Th>{t('bookingEditor.services.quantity')}</Table.Th>
          {group && <Table.Th>{t('bookingEditor.group.roomsColumn')}</Table.Th>}
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
                <CountInput
                  index={index}
                  name="quantity"
                  label={`${t('bookingEditor.services.quantity')}: ${service?.name ?? ''}`}
                  disabled={readOnly}
                />
              </Table.Td>
              {group && (
                <Table.Td>
                  <CountInput
                    index={index}
                    name="rooms"
                    label={t('bookingEditor.group.roomsOf', { service: service?.name ?? '' })}
                    disabled={readOnly}
                    max={rooms}
                  />
                </Table.Td>
              )}
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
