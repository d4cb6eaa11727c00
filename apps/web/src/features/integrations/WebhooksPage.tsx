import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { WebhooksTab } from './WebhooksTab.tsx';

/**
 * The webhooks tab on a page of its own, until it joins the 'Интеграции' page's tabs (the lead merges it
 * with that page; this route then goes).
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" px={0}>
      <PageHeader title={t('webhooks.pageTitle')} />
      <WebhooksTab />
    </Container>
  );
}
