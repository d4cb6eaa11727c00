import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/ComingSoon.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';

/** The bookings screen ('/bookings'): until the list exists, it says where bookings are found today. */
export function BookingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('bookings.title')} />
      <ComingSoon
        icon={<IconClipboardList />}
        title={t('bookings.emptyTitle')}
        description={t('bookings.emptyDescription')}
      />
    </>
  );
}
