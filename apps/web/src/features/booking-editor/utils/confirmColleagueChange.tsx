import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { changedByWords, type PersonGender } from '@pms/domain';
import { i18n } from '../../../i18n/i18n.ts';

/** One question at a time: a refused save while the live notice is open replaces it. */
const MODAL_ID = 'colleague-change';

/**
 * 'Бронь изменил … — обновить?': a colleague saved the booking this editor holds. 'Обновить' reloads the
 * form with their version (`reload`); 'Оставить мои' keeps editing, and a save is then refused (409).
 * Asked when a live answer shows their save, and again with the server's `refusal` ('Бронь изменил … в
 * …') when a save was refused over it.
 */
export function confirmColleagueChange(
  who: { name: string | null; gender: PersonGender | null },
  reload: () => void,
  refusal?: string,
): void {
  modals.close(MODAL_ID);
  modals.openConfirmModal({
    modalId: MODAL_ID,
    // 'Бронь изменила Касымова Айгерим — обновить?': the verb by the colleague's gender (domain audit.ts).
    title: i18n.t('bookingEditor.colleague.title', { who: changedByWords(who) }),
    centered: true,
    zIndex: 400,
    children: (
      <Stack gap="xs" data-testid="colleague-change">
        {refusal && (
          <Text size="sm" fw={500} data-testid="colleague-refusal">
            {refusal}
          </Text>
        )}
        <Text size="sm">
          {i18n.t(refusal ? 'bookingEditor.colleague.refusedHint' : 'bookingEditor.colleague.message')}
        </Text>
      </Stack>
    ),
    labels: {
      confirm: i18n.t('bookingEditor.colleague.reload'),
      cancel: i18n.t('bookingEditor.colleague.keep'),
    },
    onConfirm: reload,
  });
}
