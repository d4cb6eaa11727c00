import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { askReloadIfStale } from '../utils/askReloadIfStale.ts';
import { showFirstIssue } from '../utils/showFirstIssue.ts';
import { showServerError } from '../utils/showServerError.ts';
import type { PayloadRows } from '../utils/toPayload.ts';

/**
 * The editor's submit: `compact` makes the payload, `save` sends it and answers with the saved state as
 * form values, which become the form's unchanged state. A refusal shows under the field it names; an
 * issue found before sending takes the editor to its step. A colleague's save in between (the named 409)
 * asks to `reload`, in the same dialog the live notice opens.
 */
export function useEditorSubmit<V extends FieldValues, B>(
  methods: UseFormReturn<V>,
  goToStep: (step: number) => void,
  compact: (values: V) => { payload: B; rows: PayloadRows },
  save: (body: B) => Promise<V>,
  reload: () => void,
) {
  const { t } = useTranslation();
  return methods.handleSubmit(
    async (values) => {
      const { payload, rows } = compact(values);
      try {
        methods.reset(await save(payload));
        notifySuccess(t('notify.changed'));
      } catch (error) {
        if (!askReloadIfStale(error, reload)) showServerError(error, methods, rows, goToStep);
      }
    },
    (invalid) => showFirstIssue(invalid, goToStep),
  );
}
