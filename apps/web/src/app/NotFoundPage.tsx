import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../ui/ComingSoon.tsx';

/** Any unknown address inside the app. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={<IconMapQuestion />}
      title={t('common.notFoundTitle')}
      description={t('common.notFoundDescription')}
      action={
        <Button component={Link} to="/">
          {t('common.toCalendar')}
        </Button>
      }
    />
  );
}
