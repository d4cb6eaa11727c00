import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailView } from '../types.ts';

/** Why a send did not deliver (in red), else the server's answer, dimmed: what a clerk checks first. */
export function MailAnswer({ mail }: { mail: Pick<MailView, 'error' | 'response'> }) {
  const { t } = useTranslation();
  if (mail.error) {
    return (
      <Text size="xs" c="red.8" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
        {mail.error}
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
      {mail.response ?? t('common.dash')}
    </Text>
  );
}
