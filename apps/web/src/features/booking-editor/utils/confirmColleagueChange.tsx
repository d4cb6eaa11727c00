import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../../i18n/i18n.ts';

/**
 * 'Бронь изменил … — обновить?': a colleague saved the booking this editor holds. 'Обновить' reloads the
 * form with their version (`reload`); 'Оставить мои' keeps editing, and a save is then refused (409).
 */
export function confirmColleagueChange(name: string | null, reload: () => void): void {
  modals.openConfirmModal({
    title: i18n.t('bookingEditor.colleague.title', {
      name: name || i18n.t('bookingEditor.colleague.someone'),
    }),
    centered: true,
    zIndex: 400,
    children: (
      <Text size="sm" data-testid="colleague-change">
        {i18n.t('bookingEditor.colleague.message')}
      </Text>
    ),
    labels: {
      confirm: i18n.t('bookingEditor.colleague.reload'),
      cancel: i18n.t('bookingEditor.colleague.keep'),
    },
    onConfirm: reload,
  });
}
