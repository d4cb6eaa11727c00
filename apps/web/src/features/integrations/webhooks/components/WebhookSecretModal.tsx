import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface WebhookSecretModalProps {
  /** The secret just made (a new endpoint, a rotation); null when closed. */
  secret: string | null;
  onClose: () => void;
}

/**
 * The signing secret, shown this once: the server keeps it sealed and answers only its start and end
 * afterwards, so a screen left open or a colleague's session cannot read it later. A lost one is rotated.
 */
export function WebhookSecretModal({ secret, onClose }: WebhookSecretModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={t('webhooks.secretOnceTitle')}
      size="lg"
      radius="md"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconKey size={18} />} p="sm">
          <Text size="sm">{t('webhooks.secretOnce')}</Text>
        </Alert>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="webhook-secret">
          {secret}
        </Code>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? t('webhooks.copied') : t('webhooks.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('webhooks.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
