import { type BaseSyntheticEvent, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { askReloadIfStale } from '../utils/askReloadIfStale.ts';
import { restrictionRefusal } from '../utils/restrictionRefusal.ts';
import { showFirstIssue } from '../utils/showFirstIssue.ts';
import { showServerError } from '../utils/showServerError.ts';
import type { PayloadRows } from '../utils/toPayload.ts';

/** The editor's submit, and a restriction refusal with its override. */
export interface EditorSubmit {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last save's refusal for a rate plan's restrictions, until the next save. */
  refusal: string | null;
  override: (reason: string) => void;
}

/**
 * The editor's submit: `compact` makes the payload, `save` sends it and answers with the saved state as
 * form values, which become the form's unchanged state. A refusal shows under the field it names; an
 * issue found before sending takes the editor to its step. A colleague's save in between (the named 409)
 * asks to `reload`, in the same dialog the live notice opens. A rate plan's restriction refusal stays
 * shown (`refusal`) until the next save, and `override` saves again past it with a reason.
 */
export function useEditorSubmit<V extends FieldValues, B extends object>(
  methods: UseFormReturn<V>,
  goToStep: (step: number) => void,
  compact: (values: V) => { payload: B; rows: PayloadRows },
  save: (body: B & { restriction_reason?: string }) => Promise<V>,
  reload: () => void,
): EditorSubmit {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The reason of the save under way, if it is an override; each save sends it once.
  const reason = useRef<string | null>(null);
  const onSubmit = methods.handleSubmit(
    async (values) => {
      const { payload, rows } = compact(values);
      const overriding = reason.current;
      reason.current = null;
      try {
        methods.reset(await save(overriding ? { ...payload, restriction_reason: overriding } : payload));
        setRefusal(null);
        notifySuccess(t('notify.changed'));
      } catch (error) {
        const restriction = restrictionRefusal(error);
        setRefusal(restriction);
        // A restriction's refusal shows above the bottom bar with its override: no toast over it as well.
        if (!askReloadIfStale(error, reload))
          showServerError(error, methods, rows, goToStep, { toast: restriction === null });
      }
    },
    (invalid) => showFirstIssue(invalid, goToStep),
  );
  const override = (why: string) => {
    reason.current = why;
    void onSubmit();
  };
  return { onSubmit, refusal, override };
}
