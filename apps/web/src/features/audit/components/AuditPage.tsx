import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../ui/ListFooter.tsx';
import { ListState } from '../../../ui/ListState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useCompanyInfo } from '../../admin/company-info/hooks/useCompanyInfo.ts';
import { useAuditPage } from '../hooks/useAuditPage.ts';
import { useExportAudit } from '../hooks/useExportAudit.ts';
import { AuditFilters, type AuditFilterValues, noFilters } from './AuditFilters.tsx';
import { AuditTable } from './AuditTable.tsx';

const PAGE_SIZE = 50;

/**
 * 'Журнал действий' (administration): every recorded change in the company, newest first, filtered and
 * paged; 'Скачать EXCEL' saves the rows of the same filters.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilterValues>(noFilters);
  const [page, setPage] = useState(1);
  const timeZone = useCompanyInfo().data?.timezone ?? 'Asia/Almaty';
  const query = useAuditPage({ ...filters, 'page[number]': page, 'page[size]': PAGE_SIZE });
  const rows = query.data?.results ?? [];
  const exportJournal = useExportAudit();
  return (
    <>
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exportJournal.isPending}
            onClick={() => exportJournal.mutate({ ...filters })}
          >
            {t('audit.excel')}
          </Button>
        }
      />
      <AuditFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <ListState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={rows.length === 0}
        isFiltered={Object.values(filters).some((v) => v !== null)}
        emptyTitle={t('audit.empty')}
        emptyDescription={t('audit.emptyHint')}
      >
        <AuditTable rows={rows} timeZone={timeZone} />
        <ListFooter count={query.data?.count ?? 0} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
      </ListState>
    </>
  );
}
