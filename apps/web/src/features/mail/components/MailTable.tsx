import { Anchor, Button, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, stickyActions } from '../../../ui/DataTable.tsx';
import type { MailView } from '../types.ts';
import { canRetry } from '../utils/canRetry.ts';
import { formatSentAt } from '../utils/formatSentAt.ts';
import { MailAnswer } from './MailAnswer.tsx';
import { MailStatusBadge } from './MailStatusBadge.tsx';

export interface MailListProps {
  rows: MailView[];
  onOpen: (id: number) => void;
  onRetry: (id: number) => void;
  /** The message being retried now, whose button spins. */
  retrying: number | null;
}

/**
 * The send log: status; when and who; subject and to whom; booking; the server's answer; 'Повторить'.
 * Paired cells keep the answer and the button in view on a 1366 px laptop beside the menu.
 */
export function MailTable({ rows, onOpen, onRetry, retrying }: MailListProps) {
  const { t } = useTranslation();
  const columns = ['status', 'when', 'message', 'booking', 'answer'] as const;
  return (
    <DataTable columns={[...columns.map((c) => t(`mail.columns.${c}`)), '']} minWidth={960}>
      {rows.map((mail) => (
        <Table.Tr key={mail.id} onClick={() => onOpen(mail.id)} style={{ cursor: 'pointer' }}>
          <Table.Td>
            <MailStatusBadge status={mail.status} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Text size="sm">{formatSentAt(mail.updated_at)}</Text>
            <Text size="xs" c="dimmed">
              {mail.created_by?.name || t('common.dash')}
            </Text>
          </Table.Td>
          <Table.Td miw={260}>
            {/* The subject is the row's link, so a keyboard reaches the message too. */}
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              w="100%"
              aria-label={t('mail.open', { subject: mail.subject })}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(mail.id);
              }}
            >
              <Text span size="sm" lineClamp={2}>
                {mail.subject || t('mail.noSubject')}
              </Text>
            </Anchor>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {mail.to}
            </Text>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {mail.booking === null
              ? t('common.dash')
              : t('mail.bookingNumber', { number: mail.booking_number ?? '' })}
            {mail.is_group ? (
              <Text size="xs" c="dimmed">
                {t('mail.group')}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td miw={220}>
            <MailAnswer mail={mail} />
          </Table.Td>
          <Table.Td style={{ ...stickyActions, textAlign: 'right' }}>
            {canRetry(mail) ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                loading={retrying === mail.id}
                onClick={(event) => {
                  event.stopPropagation();
                  onRetry(mail.id);
                }}
              >
                {t('mail.retry')}
              </Button>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
