import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileTypePdf, IconMailDown, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/downloadFile.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifyError } from '../../../ui/notifyError.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useMailDetail } from '../hooks/useMailDetail.ts';
import { useRetryMail } from '../hooks/useRetryMail.ts';
import type { MailDetail } from '../types.ts';
import { canRetry } from '../utils/canRetry.ts';
import { formatSentAt } from '../utils/formatSentAt.ts';
import { mailPaths } from '../utils/mailPaths.ts';
import { MailStatusBadge } from './MailStatusBadge.tsx';

const download = (path: string, name: string) => downloadFile(path, name).catch(notifyError);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function MessageBody({ mail }: { mail: MailDetail }) {
  const { t } = useTranslation();
  const retry = useRetryMail();
  const can = useCan();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {mail.headers.subject || t('mail.noSubject')}
        </Title>
        <MailStatusBadge status={mail.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <Field label={t('mail.message.from')}>{mail.headers.from}</Field>
        <Field label={t('mail.message.to')}>{mail.headers.to}</Field>
        <Field label={t('mail.message.date')}>
          {formatSentAt(mail.headers.date ?? mail.created_at)}
          {mail.created_by ? ` · ${mail.created_by.name}` : ''}
        </Field>
        <Field label={t('mail.message.booking')}>
          {mail.booking === null
            ? t('common.dash')
            : t('mail.bookingNumber', { number: mail.booking_number ?? '' })}
          {mail.is_group ? ` (${t('mail.group')})` : ''}
        </Field>
      </SimpleGrid>
      <Paper withBorder radius="md" p="sm" bg={mail.error ? 'red.0' : undefined}>
        <Field label={mail.error ? t('mail.message.reason') : t('mail.message.answer')}>
          {mail.error ?? mail.response ?? t('common.dash')}
        </Field>
        <Text size="xs" c="dimmed" mt={4}>
          {t('mail.attempts', { count: mail.attempts })}
        </Text>
      </Paper>
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          {t('mail.message.text')}
        </Text>
        <Paper withBorder radius="md" p="md" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Text size="sm">{mail.text}</Text>
        </Paper>
      </div>
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          {t('mail.message.attachments')}
        </Text>
        {mail.attachments.length === 0 ? (
          <Text size="sm">{t('mail.message.noAttachments')}</Text>
        ) : (
          <Stack gap={6}>
            {mail.attachments.map((a) => (
              <Button
                key={a.index}
                variant="default"
                justify="space-between"
                fullWidth
                leftSection={<IconFileTypePdf size={16} />}
                rightSection={<IconDownload size={16} />}
                aria-label={t('mail.message.download', { name: a.filename })}
                onClick={() => download(mailPaths.attachment(mail.id, a.index), a.filename)}
                styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
              >
                {a.filename} · {t('mail.message.sizeKb', { size: Math.max(1, Math.round(a.size / 1024)) })}
              </Button>
            ))}
          </Stack>
        )}
      </div>
      <Group justify="flex-end" gap="sm">
        {canRetry(mail) && can('mail.send') ? (
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={retry.isPending}
            onClick={() => retry.mutate(mail.id)}
          >
            {t('mail.retry')}
          </Button>
        ) : null}
        <Button
          leftSection={<IconMailDown size={16} />}
          onClick={() => download(mailPaths.raw(mail.id), `mail-${mail.id}.eml`)}
        >
          {t('mail.message.downloadEml')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One message as the guest received it: headers, text, attachments, '.eml' and 'Повторить'. */
export function MailMessageModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const detail = useMailDetail(id);
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={id === null ? '' : t('mail.message.title', { id })}
      size="xl"
      radius="md"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {detail.isPending ? (
        <PageLoader />
      ) : detail.error ? (
        <LoadError error={detail.error} onRetry={() => detail.refetch()} />
      ) : detail.data ? (
        <MessageBody mail={detail.data} />
      ) : null}
    </Modal>
  );
}
