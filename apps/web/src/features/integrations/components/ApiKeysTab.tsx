import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ApiKeyCreated, type ApiKeyView, permissionLabels } from '@pms/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, stickyActions } from '../../../ui/DataTable.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { formatDate } from '../../../ui/formatDate.ts';
import { ListFooter } from '../../../ui/ListFooter.tsx';
import { ListState } from '../../../ui/ListState.tsx';
import { useConfirmDelete } from '../../../ui/useConfirmDelete.tsx';
import { useCompanyInfo } from '../../admin/company-info/hooks/useCompanyInfo.ts';
import { formatAt } from '../../audit/utils/auditText.ts';
import { useApiKeysPage, useRevokeApiKey } from '../hooks/useApiKeys.ts';
import { ApiKeyCreatedDialog } from './ApiKeyCreatedDialog.tsx';
import { ApiKeyCreateForm } from './ApiKeyCreateForm.tsx';

const PAGE_SIZE = 50;

/** 'Действует', 'Истёк' or 'Отозван', as a badge as wide as its word. */
function KeyState({ apiKey }: { apiKey: ApiKeyView }) {
  const { t } = useTranslation();
  const [color, word] =
    apiKey.revoked_at !== null
      ? (['red', t('integrations.apiKeys.revoked')] as const)
      : apiKey.active
        ? (['green', t('integrations.apiKeys.active')] as const)
        : (['gray', t('integrations.apiKeys.expired')] as const);
  return (
    <Badge color={color} variant="light" style={{ flexShrink: 0, overflow: 'visible' }} miw="max-content">
      {word}
    </Badge>
  );
}

/**
 * 'API-ключи' (issue 34): the company's keys for partners; a new one shown once with its copy button;
 * revoking asks first. The owner's ('integrations.manage'), as the navbar says.
 */
export function ApiKeysTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const query = useApiKeysPage(page, PAGE_SIZE);
  const revoke = useRevokeApiKey();
  const confirm = useConfirmDelete();
  const timeZone = useCompanyInfo().data?.timezone ?? 'Asia/Almaty';
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const rows = query.data?.results ?? [];

  const askRevoke = (key: ApiKeyView) =>
    confirm(key.name, () => revoke.mutate(key.id), {
      title: t('integrations.apiKeys.revokeTitle'),
      message: t('integrations.apiKeys.revokeMessage', { name: key.name }),
      confirm: t('integrations.apiKeys.revokeConfirm'),
    });
  const revokeButton = (key: ApiKeyView) =>
    key.revoked_at === null ? (
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={t('integrations.apiKeys.revokeLabel', { name: key.name })}
        onClick={() => askRevoke(key)}
      >
        {t('integrations.apiKeys.revoke')}
      </Button>
    ) : null;
  const permissionsOf = (key: ApiKeyView) => key.permissions.map((p) => permissionLabels[p]).join(', ');
  const lastUsed = (key: ApiKeyView) =>
    key.last_used_at === null ? t('integrations.apiKeys.never') : formatAt(key.last_used_at, timeZone);
  const revokedBy = (key: ApiKeyView) =>
    key.revoked_at !== null && key.revoked_by
      ? t('integrations.apiKeys.revokedBy', { name: key.revoked_by.name, date: formatDate(key.revoked_at) })
      : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          {t('integrations.apiKeys.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('integrations.apiKeys.create')}
        </Button>
      </Group>
      <ListState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={rows.length === 0}
        isFiltered={false}
        emptyTitle={t('integrations.apiKeys.empty')}
        emptyDescription={t('integrations.apiKeys.emptyHint')}
      >
        {phone ? (
          <Stack gap="sm">
            {rows.map((key) => (
              <Card key={key.id} withBorder padding="sm" data-testid="api-key-row">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {key.name}
                  </Text>
                  <KeyState apiKey={key} />
                </Group>
                <Text size="xs" ff="monospace">
                  {key.prefix}…
                </Text>
                <Text size="xs">{permissionsOf(key)}</Text>
                <Text size="xs" c="dimmed">
                  {t('integrations.apiKeys.columns.expires')}: {formatDate(key.expires_at)} ·{' '}
                  {t('integrations.apiKeys.columns.lastUsed')}: {lastUsed(key)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('integrations.apiKeys.columns.createdBy')}: {key.created_by.name}
                </Text>
                {revokedBy(key) ? (
                  <Text size="xs" c="dimmed">
                    {revokedBy(key)}
                  </Text>
                ) : null}
                <Group justify="flex-end">{revokeButton(key)}</Group>
              </Card>
            ))}
          </Stack>
        ) : (
          <DataTable
            minWidth={900}
            columns={[
              t('integrations.apiKeys.columns.name'),
              t('integrations.apiKeys.columns.permissions'),
              t('integrations.apiKeys.columns.expires'),
              t('integrations.apiKeys.columns.lastUsed'),
              t('integrations.apiKeys.columns.createdBy'),
              t('integrations.apiKeys.columns.state'),
              '',
            ]}
          >
            {rows.map((key) => (
              <Table.Tr key={key.id} data-testid="api-key-row" style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {key.name}
                  </Text>
                  <Text size="xs" ff="monospace" c="dimmed">
                    {key.prefix}…
                  </Text>
                </Table.Td>
                <Table.Td style={{ minWidth: 220 }}>
                  <Text size="xs">{permissionsOf(key)}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(key.expires_at)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{lastUsed(key)}</Table.Td>
                <Table.Td>{key.created_by.name}</Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <KeyState apiKey={key} />
                    {revokedBy(key) ? (
                      <Text size="xs" c="dimmed">
                        {revokedBy(key)}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td style={stickyActions}>{revokeButton(key)}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
        <ListFooter count={query.data?.count ?? 0} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
      </ListState>
      <FormModal
        opened={creating}
        title={t('integrations.apiKeys.createTitle')}
        onClose={() => setCreating(false)}
      >
        <ApiKeyCreateForm onClose={() => setCreating(false)} onCreated={setCreated} />
      </FormModal>
      <ApiKeyCreatedDialog created={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
