import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { bookingEditorMessages, cancelledStatuses } from '@pms/domain';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category, CompanyInfoResponse } from '../../../api/types.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useBookingActions } from '../hooks/useBookingActions.ts';
import { useCloseRequest } from '../hooks/useCloseRequest.ts';
import { EditorContext, type EditorContextValue } from '../hooks/useEditorContext.ts';
import { useLivePrice } from '../hooks/useLivePrice.ts';
import { useMakeGroup } from '../hooks/useMakeGroup.ts';
import { usePricePayload } from '../hooks/usePricePayload.ts';
import { useRemoveDraft } from '../hooks/useRemoveDraft.ts';
import { useSaveBooking } from '../hooks/useSaveBooking.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';
import type { EditorValues } from '../types/editorValues.ts';
import type { ServiceOption } from '../types/lookups.ts';
import { confirmClose } from '../utils/confirmClose.tsx';
import { editorResolver } from '../utils/editorResolver.ts';
import { stepOfPath } from '../utils/editorSteps.ts';
import { errorPaths } from '../utils/errorPaths.ts';
import { notifyRefusal } from '../utils/notifyRefusal.ts';
import { priceableJson } from '../utils/priceableJson.ts';
import { requiredClientFields } from '../utils/requiredClientFields.ts';
import { showFirstIssue } from '../utils/showFirstIssue.ts';
import { showServerError } from '../utils/showServerError.ts';
import { toFormValues } from '../utils/toFormValues.ts';
import { compactPayload } from '../utils/toPayload.ts';
import { validateEditor } from '../utils/validateEditor.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { ClientsStep } from './ClientsStep.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { EditorActions } from './EditorActions.tsx';
import { EditorShell } from './EditorShell.tsx';
import { MealsStep } from './MealsStep.tsx';
import { PriceStep } from './PriceStep.tsx';
import { ServicesStep } from './ServicesStep.tsx';
import { StayStep } from './StayStep.tsx';
import { TasksStep } from './TasksStep.tsx';

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
  /** The booking became a group's parent; `carry` is the unsaved state to keep, if any. */
  onGroupMode: (carry: EditorValues | null) => void;
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
}: EditorFormProps) {
  const { t } = useTranslation();
  const standard = { checkIn: company.check_in_time, checkOut: company.check_out_time };
  const categoriesRef = useRef(categories);
  categoriesRef.current = categories;
  const detailRef = useRef(detail);
  detailRef.current = detail;
  const [form] = useState(() => ({
    defaultValues: toFormValues(detail, services, standard),
    resolver: editorResolver<EditorValues>((values) => {
      const saved = detailRef.current;
      const category = categoriesRef.current.find((c) => c.id === values.category);
      return validateEditor(values, {
        requiredFields: requiredClientFields(saved),
        standardCheckIn: company.check_in_time,
        standardCheckOut: company.check_out_time,
        isTime: saved.is_time,
        // A bed takes one guest (the server's rule).
        placeNumber: values.koika ? 1 : (category?.place_number ?? saved.place_number),
        additionalPlace: category?.additional_place ?? saved.additional_place,
        savedRoom: saved.booking_status === 'new' ? null : saved.room,
      });
    }),
  }));
  const methods = useForm<EditorValues>({ ...form, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { isDirty, errors } = useFormState({ control: methods.control });
  const stepsWithErrors = new Set(errorPaths(errors).map((e) => stepOfPath(e.path)));
  const [step, setStep] = useState(initialStep);
  const [cancelOpened, setCancelOpened] = useState(false);
  const save = useSaveBooking(detail.id);
  const actions = useBookingActions(detail.id);
  const removeDraft = useRemoveDraft();
  const makeGroup = useMakeGroup(detail.id);
  const payload = usePricePayload(methods, priceableJson);
  const livePrice = useLivePrice(detail.id, payload);
  const lastPrice = useRef(detail.calculated_by);
  if (livePrice.data) lastPrice.current = livePrice.data;
  const categoryId = useWatch({ control: methods.control, name: 'category' });
  const roomId = useWatch({ control: methods.control, name: 'room' });
  const category = categories.find((c) => c.id === categoryId);

  const isDraft = detail.booking_status === 'new';
  const switchToGroup = async () => {
    try {
      await makeGroup.mutateAsync();
      onGroupMode(isDirty ? methods.getValues() : null);
    } catch (error) {
      notifyError(error);
    }
  };
  const context: EditorContextValue = {
    detail,
    company,
    price: lastPrice.current,
    priceError: livePrice.isError ? errorMessage(livePrice.error) : null,
    pricing: livePrice.isFetching,
    isDraft,
    readOnly: cancelledStatuses.includes(detail.booking_status),
    places: {
      placeNumber: category?.place_number ?? detail.place_number,
      additionalPlace: category?.additional_place ?? detail.additional_place,
    },
    goToStep: setStep,
    group: null,
    onGroupMode: () => void switchToGroup(),
    switchingToGroup: makeGroup.isPending,
  };

  const onSubmit = methods.handleSubmit(
    async (values) => {
      const { payload: body, rows } = compactPayload(values);
      try {
        // The version this editor last saw, refreshed after its own payments and status changes.
        const saved = await save.mutateAsync({ ...body, updated_at: detailRef.current.updated_at });
        methods.reset(toFormValues(saved, services, standard));
        notifySuccess(t('notify.changed'));
      } catch (error) {
        showServerError(error, methods, rows, setStep);
      }
    },
    (invalid) => showFirstIssue(invalid, setStep),
  );

  const discards = () => discardOnClose && detailRef.current.booking_status === 'new';
  const finishClose = () => onClosed(discards());
  useCloseRequest(closeRequest, () => {
    if (save.isPending) return;
    if (!isDirty) return finishClose();
    confirmClose(discards(), finishClose);
  });

  const advance = async () => {
    if (isDirty) return notifyRefusal(bookingEditorMessages.saveChanges);
    try {
      notifySuccess(await actions.advance.mutateAsync(detail.booking_status));
    } catch (error) {
      notifyError(error);
    }
  };
  const deleteDraft = () =>
    modals.openConfirmModal({
      title: t('bookingEditor.deleteDraft.title'),
      centered: true,
      zIndex: 400,
      children: <Text size="sm">{t('bookingEditor.deleteDraft.message', { id: detail.id })}</Text>,
      labels: { confirm: t('bookingEditor.deleteDraft.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removeDraft.mutate(detail.id, {
          onSuccess: () => {
            notifySuccess(t('notify.deleted'));
            onClosed(false);
          },
          onError: notifyError,
        }),
    });
  const cancelBooking = async (reason: string) => {
    await actions.cancel.mutateAsync(reason);
    notifySuccess(t('bookingEditor.cancel.done'));
    setCancelOpened(false);
    onClosed(false);
  };

  const roomName = useMemo(
    () => (roomId === detail.room ? detail.room_name : String(roomId ?? '')),
    [roomId, detail.room, detail.room_name],
  );

  return (
    <EditorContext.Provider value={context}>
      <FormProvider {...methods}>
        <EditorShell
          title={
            isDraft
              ? t('bookingEditor.draftTitle', { id: detail.id })
              : t('bookingEditor.title', { id: detail.id })
          }
          status={detail.booking_status}
          isDirty={isDirty}
          closeLabel={discardOnClose && isDraft ? t('bookingEditor.discardDraft') : t('common.close')}
          step={step}
          onStep={setStep}
          stepsWithErrors={stepsWithErrors}
          onSubmit={onSubmit}
          steps={[
            <StayStep key="stay" categories={categories} />,
            <ClientsStep key="clients" />,
            <MealsStep key="meals" />,
            <ServicesStep key="services" services={services} />,
            <PriceStep key="price" />,
            <TasksStep key="tasks" />,
            <ConfirmStep key="confirm" roomName={roomName} />,
          ]}
          actions={
            <EditorActions
              step={step}
              onStep={setStep}
              saving={save.isPending}
              advancing={actions.advance.isPending}
              advanceFrom={detail.booking_status}
              onAdvance={() => void advance()}
              onDeleteDraft={deleteDraft}
              onCancelBooking={() => setCancelOpened(true)}
            />
          }
        >
          <CancelDialog
            title={t('bookingEditor.cancel.title', { id: detail.id })}
            opened={cancelOpened}
            onCancel={cancelBooking}
            onClose={() => setCancelOpened(false)}
          />
        </EditorShell>
      </FormProvider>
    </EditorContext.Provider>
  );
}
