import { Stack, Table } from '@mantine/core';
import { formatDay, personName, statusLabels } from '@pms/domain';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';
import type { GroupValues } from '../types/groupValues.ts';
import { isBlankClient } from '../utils/isBlankClient.ts';
import { DocumentButtons } from './DocumentButtons.tsx';

const day = (date: string | null) => (date ? formatDay(date) : '');

type Stay = Pick<EditorValues, 'check_in_date' | 'check_in_time' | 'check_out_date' | 'check_out_time'>;
const period = (s: Stay) =>
  `${day(s.check_in_date)} ${s.check_in_time} — ${day(s.check_out_date)} ${s.check_out_time}`;

/** Step 7 'Подтверждение': the booking (a group: each room) at a glance, and its documents. */
export function ConfirmStep({ roomName }: { roomName: string }) {
  const { t } = useTranslation();
  const { detail, price, group } = useEditorContext();
  const { control } = useFormContext<GroupValues>();
  const values = useWatch({ control }) as GroupValues;
  const clients = (values.clients ?? []).filter((c) => !isBlankClient(c));
  const categoryName = (id: number) => group?.categories.find((c) => c.id === id)?.name ?? '';
  const stay: [string, ReactNode][] = group
    ? [
        [
          t('bookingEditor.confirm.room'),
          <Stack key="rooms" gap={2}>
            {(values.child_list ?? []).map((c) => (
              <span key={c.id}>{`${categoryName(c.category_id)}, ${c.room_name}: ${period(c)}`}</span>
            ))}
          </Stack>,
        ],
      ]
    : [
        [t('bookingEditor.confirm.room'), `${detail.category_name}, ${roomName}`],
        [t('bookingEditor.confirm.dates'), period(values)],
      ];
  const rows: [string, ReactNode][] = [
    [t('bookingEditor.confirm.booking'), `№${detail.number}`],
    [t('bookingEditor.confirm.status'), statusLabels[detail.booking_status]],
    ...stay,
    [
      t('bookingEditor.confirm.clients'),
      clients.map((c) => personName(c, true) + (c.phone_number ? `, ${c.phone_number}` : '')).join('; ') ||
        t('common.dash'),
    ],
  ];
  if (price) {
    rows.push(
      'hours' in price && price.hours !== undefined
        ? [t('bookingEditor.price.hours'), price.hours]
        : [t('bookingEditor.price.days'), price.days],
      [t('bookingEditor.price.meals'), <Money key="m" value={Number(price.food_total)} />],
      [t('bookingEditor.price.services'), <Money key="s" value={Number(price.services_total)} />],
      [t('bookingEditor.price.discount'), <Money key="d" value={Number(price.discount)} />],
      [t('bookingEditor.price.total'), <Money key="t" value={Number(price.total)} fw={700} />],
      [t('bookingEditor.price.withheld'), <Money key="p" value={Number(price.withheld)} />],
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
