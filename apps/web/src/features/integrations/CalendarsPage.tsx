import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CalendarsTab } from './CalendarsTab.tsx';

/**
 * The calendar sync tab on a page of its own (`/integrations/calendars`), until the 'Интеграции' page
 * with its tabs holds it.
 */
export function CalendarsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('calendarSync.pageTitle')} description={t('calendarSync.pageDescription')} />
      <CalendarsTab />
    </>
  );
}
