import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The spinner labelled 'Загрузка…': in a page's content area while its data loads, or across the whole
 * window (`fullScreen`) while the session is being checked and there is no layout yet.
 */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center py={fullScreen ? undefined : 'xl'} mih={fullScreen ? '100vh' : undefined}>
      {/* A status, so its label is read (a plain span may not carry one). */}
      <Loader role="status" aria-label={t('app.loading')} />
    </Center>
  );
}
