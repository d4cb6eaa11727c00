import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { ApiKeyCreated } from '@pms/domain';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The new key's token, shown this once (the server keeps only its hash): copy it now. Closed only by
 * 'Готово' or Escape, never by a click beside it, so a stray click does not lose the key.
 */
export function ApiKeyCreatedDialog({
  created,
  onClose,
}: {
  created: ApiKeyCreated | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t('integrations.apiKeys.createdTitle')}
      size="lg"
      radius="md"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {created ? (
        <Stack gap="sm">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('integrations.apiKeys.createdWarning')}
          </Alert>
          <Text size="sm" fw={600}>
            «{created.name}»
          </Text>
          <Code
            block
            aria-label={t('integrations.apiKeys.token')}
            data-testid="api-key-token"
            style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
          >
            {created.token}
          </Code>
          <Text size="xs" c="dimmed">
            {t('integrations.apiKeys.usage')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={created.token}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? t('integrations.apiKeys.copied') : t('integrations.apiKeys.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('integrations.apiKeys.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
