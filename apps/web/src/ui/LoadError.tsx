import { Alert, type AlertProps, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errorMessage.ts';

interface LoadErrorProps extends Omit<AlertProps, 'color' | 'title' | 'children'> {
  error: unknown;
  onRetry: () => void;
}

/** 'Не удалось загрузить данные' with the server's message and a 'Повторить' button. */
export function LoadError({ error, onRetry, ...props }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('common.loadError')} {...props}>
      {errorMessage(error)}
      <Button mt="sm" variant="light" color="red" size="xs" display="block" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
