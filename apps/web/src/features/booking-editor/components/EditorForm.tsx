import { isCancelled } from '@pms/domain';
import { type RefObject, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category, CompanyInfoResponse } from '../../../api/types.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { ServiceOption } from '../../admin/catalogues/types/catalogueLookups.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useBookingActions } from '../hooks/useBookingActions.ts';
import { useCloseRequest } from '../hooks/useCloseRequest.ts';
import { useColleagueChange } from '../hooks/useColleagueChange.ts';
import type { EditorContextValue } from '../hooks/useEditorContext.ts';
import { useEditorForm } from '../hooks/useEditorForm.ts';
import { useEditorSubmit } from '../hooks/useEditorSubmit.ts';
import { useLatest } from '../hooks/useLatest.ts';
import { useLivePrice } from '../hooks/useLivePrice.ts';
import { useMainGuestsFollow } from '../hooks/useMainGuestsFollow.ts';
import { usePricePayload } from '../hooks/usePricePayload.ts';
import { useRemoveDraft } from '../hooks/useRemoveDraft.ts';
import { useSaveBooking } from '../hooks/useSaveBooking.ts';
import { useShownPrice } from '../hooks/useShownPrice.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { advanceSaved } from '../utils/advanceSaved.ts';
import { confirmDeleteDraft } from '../utils/confirmDeleteDraft.tsx';
import { priceableJson } from '../utils/priceableJson.ts';
import { toFormValues } from '../utils/toFormValues.ts';
import { compactPayload } from '../utils/toPayload.ts';
import { validateEditor } from '../utils/validateEditor.ts';
import { EditorFrame } from './EditorFrame.tsx';
import { StayStep } from './StayStep.tsx';

interface EditorFormProps {
  detail: BookingDetail;
  company: CompanyInfoResponse;
  services: readonly ServiceOption[];
  categories: readonly Category[];
  initialStep: number;
  /** Our own fresh draft: closing it unsaved deletes it (section 4). */
  discardOnClose: boolean;
  /** Where the modal's Escape and close button ask to close. */
  closeRequest: RefObject<(() => void) | null>;
  /** Closes the editor; `discard`: delete the unsaved draft. */
  onClosed: (discard: boolean) => void;
  /**
   * 'Групповая бронь' switched on: the editor goes on in group mode, `carry` being the unsaved state to
   * keep, if any. Nothing is written: the booking becomes a group only with the group's first save.
   */
  onGroupMode: (carry: EditorValues | null) => void;
  /** 'Обновить' after a colleague's save: the form starts again from the booking as now saved. */
  onReload: () => void;
}

/** The seven steps over one form of the whole booking, its live price, and the bottom bar. */
export function EditorForm({
  detail,
  company,
  services,
  categories,
  initialStep,
  discardOnClose,
  closeRequest,
  onClosed,
  onGroupMode,
  onReload,
}: EditorFormProps) {
  const { t } = useTranslation();
  const standard = { checkIn: company.check_in_time, checkOut: company.check_out_time };
  const categoriesRef = useLatest(categories);
  const detailRef = useLatest(detail);
  const editor = useEditorForm<EditorValues>(
    () => ({
      defaultValues: toFormValues(detail, services, standard),
      validate: (values) => {
        const saved = detailRef.current;
        const category = categoriesRef.current.find((c) => c.id === values.category);
        return validateEditor(values, {
          requiredFields: saved.required_fields,
          standardCheckIn: company.check_in_time,
          standardCheckOut: company.check_out_time,
          isTime: saved.is_time,
          // A bed takes one guest (the server's rule).
          placeNumber: values.koika ? 1 : (category?.place_number ?? saved.place_number),
          additionalPlace: category?.additional_place ?? saved.additional_place,
          savedRoom: saved.booking_status === 'new' ? null : saved.room,
        });
      },
    }),
    initialStep,
  );
  const { methods, isDirty } = editor;
  // The version this editor loaded, moved on only by its own saves and status steps (not by reloads
  // after a payment, which changes nothing it saves): a colleague's change in between makes the next
  // save or step a 409 instead of being overwritten.
  const version = useRef(detail.version);
  const ownVersion = (next: number) => {
    version.current = next;
  };
  const save = useSaveBooking(detail.id, ownVersion);
  const actions = useBookingActions(detail.id, ownVersion);
  useColleagueChange([detail], onReload);
  const removeDraft = useRemoveDraft();
  const payload = usePricePayload(methods, priceableJson);
  const shownPrice = useShownPrice(useLivePrice(detail.id, payload), detail.calculated_by);
  const categoryId = useWatch({ control: methods.control, name: 'category' });
  const roomId = useWatch({ control: methods.control, name: 'room' });
  const category = categories.find((c) => c.id === categoryId);
  const bedId = useWatch({ control: methods.control, name: 'koika' });
  useMainGuestsFollow(methods, bedId ? 1 : (category?.place_number ?? detail.place_number));

  const isDraft = detail.booking_status === 'new';
  const can = useCan();
  const context: EditorContextValue = {
    detail,
    company,
    ...shownPrice,
    isDraft,
    readOnly: isCancelled(detail.booking_status) || !can('bookings.edit'),
    mayPay: !isCancelled(detail.booking_status) && can('payments.create'),
    places: {
      placeNumber: category?.place_number ?? detail.place_number,
      additionalPlace: category?.additional_place ?? detail.additional_place,
    },
    goToStep: editor.setStep,
    heldVersion: () => version.current,
    reload: onReload,
    group: null,
    onGroupMode: () => onGroupMode(isDirty ? methods.getValues() : null),
  };

  const submit = useEditorSubmit(
    methods,
    editor.setStep,
    compactPayload,
    async (body) => {
      const saved = await save.mutateAsync({ ...body, version: version.current });
      return toFormValues(saved, services, standard);
    },
    onReload,
  );

  const discards = () => discardOnClose && detailRef.current.booking_status === 'new';
  useCloseRequest(closeRequest, {
    saving: save.isPending,
    isDirty,
    discards,
    close: () => onClosed(discards()),
  });

  const deleteDraft = () =>
    confirmDeleteDraft(
      t('bookingEditor.deleteDraft.message', { number: detail.number }),
      (callbacks) => removeDraft.mutate(detail.id, callbacks),
      () => onClosed(false),
    );
  const cancelBooking = async (reason: string) => {
    await actions.cancel.mutateAsync(reason);
    notifySuccess(t('bookingEditor.cancel.done'));
    onClosed(false);
  };

  const roomName = useMemo(
    () => (roomId === detail.room ? detail.room_name : String(roomId ?? '')),
    [roomId, detail.room, detail.room_name],
  );

  return (
    <EditorFrame
      editor={editor}
      context={context}
      title={
        isDraft
          ? t('bookingEditor.draftTitle', { number: detail.number })
          : t('bookingEditor.title', { number: detail.number })
      }
      status={detail.booking_status}
      discardOnClose={discardOnClose}
      submit={submit}
      stayStep={<StayStep key="stay" categories={categories} payload={payload} />}
      roomName={roomName}
      services={services}
      actions={{
        saving: save.isPending,
        advancing: actions.advance.isPending,
        advanceFrom: detail.booking_status,
        onAdvance: () =>
          void advanceSaved(
            isDirty,
            {
              from: detail.booking_status,
              checkIn: detail.check_in,
              checkOut: detail.check_out,
              duty: Number(detail.duty),
              timeZone: company.timezone,
              bookingId: detail.id,
            },
            async ({ stayNow, restrictionReason }) => {
              const answer = await actions.advance.mutateAsync({
                from: detail.booking_status,
                version: version.current,
                stayNow,
                restrictionReason,
              });
              return answer.message;
            },
            onReload,
          ),
        onDeleteDraft: deleteDraft,
      }}
      cancelTitle={t('bookingEditor.cancel.title', { number: detail.number })}
      onCancel={cancelBooking}
    />
  );
}
