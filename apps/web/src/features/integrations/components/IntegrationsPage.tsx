import { Tabs } from '@mantine/core';
import { IconCalendarShare, IconKey, IconWebhook } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ApiKeysTab } from './ApiKeysTab.tsx';
import { CalendarsTab } from './CalendarsTab.tsx';
import { WebhooksTab } from './WebhooksTab.tsx';

type IntegrationTab = 'calendars' | 'webhooks' | 'api-keys';

/** Each tab is its own file, so each part of issue 34 changes only its own. */
const tabs: {
  value: IntegrationTab;
  label: 'calendars' | 'webhooks' | 'apiKeys';
  icon: ComponentType<{ size?: number }>;
  Panel: ComponentType;
}[] = [
  { value: 'calendars', label: 'calendars', icon: IconCalendarShare, Panel: CalendarsTab },
  { value: 'webhooks', label: 'webhooks', icon: IconWebhook, Panel: WebhooksTab },
  { value: 'api-keys', label: 'apiKeys', icon: IconKey, Panel: ApiKeysTab },
];

/**
 * 'Интеграции' (administration, issue 34): calendar sync, webhooks and API keys for partners, a tab each.
 * The open tab is in the address (`?tab=api-keys`), so a link or a reload opens it again.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const open = tabs.some((tab) => tab.value === asked) ? (asked as IntegrationTab) : tabs[0]!.value;
  return (
    <>
      <PageHeader title={t('integrations.title')} description={t('integrations.description')} />
      <Tabs value={open} onChange={(tab) => tab && setParams({ tab }, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label={t('integrations.tabsLabel')} mb="md">
          {tabs.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
              {t(`integrations.tabs.${label}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
