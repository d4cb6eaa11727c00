import { Group, Select, TextInput } from '@mantine/core';
import { IconFilter, IconHash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MailStatus } from '../types.ts';

const statuses: MailStatus[] = ['sent', 'refused', 'failed', 'sending'];

interface MailFiltersProps {
  status: MailStatus | null;
  onStatusChange: (status: MailStatus | null) => void;
  /** The booking number as typed (digits only). */
  booking: string;
  onBookingChange: (booking: string) => void;
}

/** 'Все письма' or one status, and the number of one booking. */
export function MailFilters(props: MailFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group mb="md" gap="sm" align="flex-end">
      <Select
        aria-label={t('mail.filterStatus')}
        placeholder={t('mail.filterAll')}
        leftSection={<IconFilter size={16} />}
        data={statuses.map((value) => ({ value, label: t(`mail.status.${value}`) }))}
        value={props.status}
        onChange={(value) => props.onStatusChange(value as MailStatus | null)}
        clearable
        w={{ base: '100%', sm: 220 }}
      />
      <TextInput
        aria-label={t('mail.filterBooking')}
        placeholder={t('mail.filterBooking')}
        leftSection={<IconHash size={16} />}
        inputMode="numeric"
        value={props.booking}
        onChange={(event) => props.onBookingChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 9))}
        w={{ base: '100%', sm: 160 }}
      />
    </Group>
  );
}
