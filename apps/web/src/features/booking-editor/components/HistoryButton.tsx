import { Button, Drawer, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { usePhone } from '../../../ui/usePhone.ts';
import { AuditTimeline } from '../../audit/components/AuditTimeline.tsx';
import { useBookingHistory } from '../../audit/hooks/useBookingHistory.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';

/**
 * 'История' in the editor's header: who did what to this booking (its group, payments, status steps,
 * moves and cancellations with their reasons), oldest first, in a drawer over the editor.
 */
export function HistoryButton() {
  const { t } = useTranslation();
  const { detail, company } = useEditorContext();
  const phone = usePhone();
  const [opened, setOpened] = useState(false);
  const history = useBookingHistory(detail.id, opened);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconHistory size={16} />}
        onClick={() => setOpened(true)}
        data-testid="history-button"
      >
        {t('audit.history')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={t('audit.historyTitle', { number: detail.number })}
        zIndex={400}
      >
        <Text size="xs" c="dimmed" mb="md">
          {t('audit.historyOrder')}
        </Text>
        {history.isPending ? (
          <PageLoader />
        ) : history.error ? (
          <LoadError error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <Text c="dimmed">{t('audit.historyEmpty')}</Text>
        ) : (
          <AuditTimeline rows={history.data} bookingId={detail.id} timeZone={company.timezone} />
        )}
      </Drawer>
    </>
  );
}
