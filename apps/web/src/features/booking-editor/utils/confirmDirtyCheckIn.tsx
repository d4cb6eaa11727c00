import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ApiError } from '../../../api/ApiError.ts';
import { i18n } from '../../../i18n/i18n.ts';

/** The staff member answered 'Отмена' to the question: the step was not taken, nothing to report. */
export class StepCancelled extends Error {
  constructor() {
    super('step cancelled');
    this.name = 'StepCancelled';
  }
}

/** Whether the server asks first: a check-in into a room not ready (issue 33, 409 `confirm_dirty`). */
export const asksDirtyCheckIn = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.body.code === 'confirm_dirty';

/**
 * Sends a status step; when the server answers that the room is not ready ('Номер 101 не готов:
 * грязный. Заселить всё равно?', the domain's sentence), asks it as it was said and, confirmed, sends the
 * step again with `confirm_dirty`. Cancelled, it throws StepCancelled (notifyStepError shows nothing).
 * One path for the calendar's and the list's 'Заселить', the editor's, a group's and a group room's.
 */
export async function confirmDirtyCheckIn<T>(send: (confirmDirty: boolean) => Promise<T>): Promise<T> {
  try {
    return await send(false);
  } catch (error) {
    if (!asksDirtyCheckIn(error)) throw error;
    const agreed = await new Promise<boolean>((resolve) =>
      modals.openConfirmModal({
        title: i18n.t('bookingEditor.dirtyCheckIn.title'),
        centered: true,
        zIndex: 400,
        children: (
          <Text size="sm" data-testid="dirty-check-in">
            {error.error}
          </Text>
        ),
        labels: { confirm: i18n.t('bookingEditor.dirtyCheckIn.confirm'), cancel: i18n.t('common.cancel') },
        confirmProps: { color: 'orange' },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      }),
    );
    if (!agreed) throw new StepCancelled();
    return send(true);
  }
}
