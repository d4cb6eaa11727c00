import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../ui/ListFooter.tsx';
import { ListState } from '../../../ui/ListState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useMailPage } from '../hooks/useMailPage.ts';
import { useRetryMail } from '../hooks/useRetryMail.ts';
import type { MailStatus } from '../types.ts';
import { MailCards } from './MailCards.tsx';
import { MailFilters } from './MailFilters.tsx';
import { MailMessageModal } from './MailMessageModal.tsx';
import { MailTable } from './MailTable.tsx';

const PAGE_SIZE = 50;

/** 'Почта' (/mail): every e-mail sent to guests, newest first, with its delivery and 'Повторить'. */
export function MailPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [booking, setBooking] = useState('');
  const [debouncedBooking] = useDebouncedValue(booking, 300);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useMailPage({
    'page[number]': page,
    'page[size]': PAGE_SIZE,
    status: status ?? undefined,
    // Staff type the number they see (the company's booking number), not the id.
    booking_number: debouncedBooking || undefined,
  });
  const retry = useRetryMail();
  // Under Mantine's `sm` (768 px) the log is a list of cards; a seven-column table would scroll sideways.
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const List = phone ? MailCards : MailTable;
  return (
    <>
      <PageHeader title={t('mail.title')} description={t('mail.description')} />
      <MailFilters
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        booking={booking}
        onBookingChange={(next) => {
          setBooking(next);
          setPage(1);
        }}
      />
      <ListState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        isEmpty={query.data?.results.length === 0}
        isFiltered={status !== null || debouncedBooking !== ''}
        emptyTitle={t('mail.emptyTitle')}
        emptyDescription={t('mail.emptyDescription')}
      >
        <List
          rows={query.data?.results ?? []}
          onOpen={setOpenId}
          onRetry={(id) => retry.mutate(id)}
          retrying={retry.isPending ? (retry.variables ?? null) : null}
        />
        <ListFooter count={query.data?.count ?? 0} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
      </ListState>
      <MailMessageModal id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
