import { Tabs } from '@mantine/core';
import type { Permission } from '@pms/domain';
import { IconCalendarShare, IconKey, IconWebhook } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useCan } from '../../auth/hooks/useCan.ts';
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
  /** Who sees the tab: the permission its routes ask for. */
  needs: Permission;
}[] = [
  {
    value: 'calendars',
    label: 'calendars',
    icon: IconCalendarShare,
    Panel: CalendarsTab,
    needs: 'company.edit',
  },
  { value: 'webhooks', label: 'webhooks', icon: IconWebhook, Panel: WebhooksTab, needs: 'company.edit' },
  { value: 'api-keys', label: 'apiKeys', icon: IconKey, Panel: ApiKeysTab, needs: 'integrations.manage' },
];

/**
 * 'Интеграции' (administration, issue 34): calendar sync, webhooks and API keys for partners, a tab each.
 * The open tab is in the address (`?tab=api-keys`), so a link or a reload opens it again.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const shown = tabs.filter((tab) => can(tab.needs));
  const asked = params.get('tab');
  const open = shown.find((tab) => tab.value === asked)?.value ?? shown[0]?.value ?? null;
  return (
    <>
      <PageHeader title={t('integrations.title')} description={t('integrations.description')} />
      <Tabs value={open} onChange={(tab) => tab && setParams({ tab }, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label={t('integrations.tabsLabel')} mb="md">
          {shown.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
              {t(`integrations.tabs.${label}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {shown.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
