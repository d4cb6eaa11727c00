import { Button } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../ui/ComingSoon.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';

/** The availability calendar screen ('/'); the timeline itself arrives with the calendar capability. */
export function CalendarPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('calendar.title')} />
      <ComingSoon
        icon={<IconCalendarMonth />}
        title={t('calendar.emptyTitle')}
        description={t('calendar.emptyDescription')}
        action={
          <Button component={Link} to="/admin/categories" variant="light">
            {t('calendar.goToCategories')}
          </Button>
        }
      />
    </>
  );
}
