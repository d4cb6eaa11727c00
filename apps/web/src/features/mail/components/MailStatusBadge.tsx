import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailStatus } from '../types.ts';

const colors: Record<MailStatus, MantineColor> = {
  sending: 'blue',
  sent: 'teal',
  refused: 'red',
  failed: 'orange',
};

/** 'Отправлено', 'Отклонено' (the server said no), 'Ошибка' (no answer) or 'Отправляется'. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return (
    // Never squeezed to 'ОТ…' by a narrow table: on a phone the table scrolls sideways instead.
    <Badge color={colors[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`mail.status.${status}`)}
    </Badge>
  );
}
