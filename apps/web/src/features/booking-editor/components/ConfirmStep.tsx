import { Stack, Table } from '@mantine/core';
import { formatDay, statusLabels } from '@pms/domain';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { isBlankClient } from '../utils/isBlankClient.ts';
import { DocumentButtons } from './DocumentButtons.tsx';

const day = (date: string | null) => (date ? formatDay(date) : '');

/** Step 7 'Подтверждение': the booking at a glance, and its documents. */
export function ConfirmStep({ roomName }: { roomName: string }) {
  const { t } = useTranslation();
  const { detail, price } = useEditorContext();
  const { control } = useFormContext<EditorValues>();
  const values = useWatch({ control }) as EditorValues;
  const clients = (values.clients ?? []).filter((c) => !isBlankClient(c));
  const rows: [string, ReactNode][] = [
    [t('bookingEditor.confirm.booking'), `№${detail.id}`],
    [t('bookingEditor.confirm.status'), statusLabels[detail.booking_status]],
    [t('bookingEditor.confirm.room'), `${detail.category_name}, ${roomName}`],
    [
      t('bookingEditor.confirm.dates'),
      `${day(values.check_in_date)} ${values.check_in_time} — ${day(values.check_out_date)} ${values.check_out_time}`,
    ],
    [
      t('bookingEditor.confirm.clients'),
      clients
        .map(
          (c) =>
            [c.last_name, c.first_name, c.middle_name].filter(Boolean).join(' ') +
            (c.phone_number ? `, ${c.phone_number}` : ''),
        )
        .join('; ') || t('common.dash'),
    ],
  ];
  if (price) {
    rows.push(
      [t('bookingEditor.price.days'), price.days],
      [t('bookingEditor.price.meals'), <Money key="m" value={Number(price.food_total)} />],
      [t('bookingEditor.price.services'), <Money key="s" value={Number(price.services_total)} />],
      [t('bookingEditor.price.discount'), <Money key="d" value={Number(price.discount)} />],
      [t('bookingEditor.price.total'), <Money key="t" value={Number(price.total)} fw={700} />],
      [t('bookingEditor.price.paid'), <Money key="p" value={Number(price.withheld)} />],
      [t('bookingEditor.price.duty'), <Money key="u" value={Number(price.duty)} fw={700} />],
    );
  }
  return (
    <Stack gap="lg">
      <Table withTableBorder verticalSpacing="xs" data-testid="confirm-summary">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={220}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <DocumentButtons />
    </Stack>
  );
}
