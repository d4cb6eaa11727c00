import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canRetry } from '../utils/canRetry.ts';
import { formatSentAt } from '../utils/formatSentAt.ts';
import { MailAnswer } from './MailAnswer.tsx';
import { MailStatusBadge } from './MailStatusBadge.tsx';
import type { MailListProps } from './MailTable.tsx';

/** The send log on a phone: one card a message, everything the table shows, nothing to scroll sideways. */
export function MailCards({ rows, onOpen, onRetry, retrying }: MailListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {rows.map((mail) => (
        <Paper key={mail.id} withBorder radius="md" p="sm">
          <UnstyledButton
            w="100%"
            aria-label={t('mail.open', { subject: mail.subject })}
            onClick={() => onOpen(mail.id)}
          >
            <Group justify="space-between" wrap="nowrap" mb={6}>
              <MailStatusBadge status={mail.status} />
              <Text size="xs" c="dimmed">
                {formatSentAt(mail.updated_at)}
              </Text>
            </Group>
            <Text size="sm" fw={500} lineClamp={2}>
              {mail.subject || t('mail.noSubject')}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {mail.to}
              {mail.booking === null
                ? ''
                : ` · ${t('mail.bookingNumber', { number: mail.booking_number ?? '' })}`}
              {mail.is_group ? ` (${t('mail.group')})` : ''}
              {mail.created_by ? ` · ${mail.created_by.name}` : ''}
            </Text>
            <div style={{ marginTop: 6 }}>
              <MailAnswer mail={mail} />
            </div>
          </UnstyledButton>
          {canRetry(mail) ? (
            <Button
              mt="xs"
              size="xs"
              variant="light"
              fullWidth
              leftSection={<IconRefresh size={14} />}
              loading={retrying === mail.id}
              onClick={() => onRetry(mail.id)}
            >
              {t('mail.retry')}
            </Button>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
