import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDay, toLocal } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { type SftpExportRun, useRecentSftpExports } from '../hooks/useSftpExports.ts';

const statusColor = { ok: 'green', failed: 'red', running: 'gray' } as const;

/** An instant of the API (ISO) as 'DD.MM.YYYY HH:mm' in the property's zone. */
function atProperty(iso: string, timeZone: string) {
  const local = toLocal(Math.floor(Date.parse(iso) / 1000), timeZone);
  return `${formatDay(local.date)} ${local.time}`;
}

/** The latest runs: the day, who started it, when, and how it ended in the server's words. */
export function SftpExportRuns({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const runs = useRecentSftpExports();
  if (runs.error) return <LoadError error={runs.error} onRetry={() => runs.refetch()} />;
  const list = runs.data?.results ?? [];
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('sftpExport.recent')}
      </Text>
      {runs.isPending ? null : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sftpExport.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {list.map((run) => (
            <RunLine key={run.id} run={run} timeZone={timeZone} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function RunLine({ run, timeZone }: { run: SftpExportRun; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Group gap="xs" wrap="wrap" style={{ rowGap: 0 }}>
        <Badge color={statusColor[run.status]} variant="light" size="sm">
          {t(`sftpExport.statuses.${run.status}`)}
        </Badge>
        <Text size="sm" fw={500}>
          {t('sftpExport.forDay', { day: formatDay(run.date) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`sftpExport.triggers.${run.trigger}`)}, {atProperty(run.started_at, timeZone)}
        </Text>
      </Group>
      <Text size="sm" c={run.status === 'failed' ? 'red' : 'dimmed'}>
        {run.message}
      </Text>
    </div>
  );
}
