import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { toLocal } from '@pms/domain';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../ui/errorMessage.ts';
import { parseRuDate } from '../../../../ui/parseRuDate.ts';
import { useRunSftpExport } from '../hooks/useSftpExports.ts';
import { SftpExportRuns } from './SftpExportRuns.tsx';

/**
 * 'Выгрузить на SFTP': the register of a chosen day (the property's today unless changed) uploaded with
 * the saved settings, its result said in Russian, and the latest runs, the nightly ones included.
 */
export function SftpExportPanel({ timeZone, hasSettings }: { timeZone: string; hasSettings: boolean }) {
  const { t } = useTranslation();
  const today = toLocal(Math.floor(Date.now() / 1000), timeZone).date;
  const [date, setDate] = useState<string | null>(today);
  const run = useRunSftpExport();

  return (
    <Stack gap="sm">
      <Divider mt="md" />
      <div>
        <Text fw={600}>{t('sftpExport.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('sftpExport.description')}
        </Text>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateInput
          label={t('sftpExport.date')}
          valueFormat="DD.MM.YYYY"
          dateParser={parseRuDate}
          maxDate={today}
          value={date}
          onChange={setDate}
          w={160}
          popoverProps={{ withinPortal: true }}
        />
        <Button
          leftSection={<IconCloudUpload size={16} />}
          loading={run.isPending}
          disabled={!hasSettings || !date}
          onClick={() => date && run.mutate(date)}
        >
          {t('sftpExport.run')}
        </Button>
      </Group>
      {hasSettings ? null : (
        <Text size="sm" c="dimmed">
          {t('sftpExport.needSettings')}
        </Text>
      )}
      {run.isSuccess ? (
        <Alert color="green" title={t('sftpExport.done')}>
          {run.data.message}
        </Alert>
      ) : run.isError ? (
        <Alert color="red" title={t('sftpExport.failed')}>
          {errorMessage(run.error)}
        </Alert>
      ) : null}
      <SftpExportRuns timeZone={timeZone} />
    </Stack>
  );
}
