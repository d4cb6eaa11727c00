import { Badge, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { bookingEditorMessages, cancelledStatuses, statusLabels } from '@pms/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, get, useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.ts';
import type { Category, CompanyInfoResponse } from '../../../api/types.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useBookingActions } from '../hooks/useBookingActions.ts';
import { EditorContext, type EditorContextValue } from '../hooks/useEditorContext.ts';
import { useLivePrice } from '../hooks/useLivePrice.ts';
import { usePricePayload } from '../hooks/usePricePayload.ts';
import { useRemoveDraft } from '../hooks/useRemoveDraft.ts';
import { useSaveBooking } from '../hooks/useSaveBooking.ts';
import { useStepKeys } from '../hooks/useStepKeys.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';
import type { EditorValues } from '../types/editorValues.ts';
import type { ServiceOption } from '../types/lookups.ts';
import { editorResolver } from '../utils/editorResolver.ts';
import { editorSteps, stepOfPath } from '../utils/editorSteps.ts';
import { errorPaths } from '../utils/errorPaths.ts';
import { notifyRefusal } from '../utils/notifyRefusal.ts';
import { requiredClientFields } from '../utils/requiredClientFields.ts';
import { serverFieldPath } from '../utils/serverFieldPath.ts';
import { toFormValues } from '../utils/toFormValues.ts';
import { compactPayload } from '../utils/toPayload.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { ClientsStep } from './ClientsStep.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { EditorActions } from './EditorActions.tsx';
import { MealsStep } from './MealsStep.tsx';
import { PriceStep } from './PriceStep.tsx';
import { PriceStrip } from './PriceStrip.tsx';
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
}: EditorFormProps) {
  const { t } = useTranslation();
  const standard = { checkIn: company.check_in_time, checkOut: company.check_out_time };
  const categoriesRef = useRef(categories);
  categoriesRef.current = categories;
  const detailRef = useRef(detail);
  detailRef.current = detail;
  const [form] = useState(() => ({
    defaultValues: toFormValues(detail, services, standard),
    resolver: editorResolver((values) => {
      const saved = detailRef.current;
      const category = categoriesRef.current.find((c) => c.id === values.category);
      return {
        requiredFields: requiredClientFields(saved),
        standardCheckIn: company.check_in_time,
        standardCheckOut: company.check_out_time,
        isTime: saved.is_time,
        // A bed takes one guest (the server's rule).
        placeNumber: values.koika ? 1 : (category?.place_number ?? saved.place_number),
        additionalPlace: category?.additional_place ?? saved.additional_place,
        savedRoom: saved.booking_status === 'new' ? null : saved.room,
      };
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
  const payload = usePricePayload(methods);
  const livePrice = useLivePrice(detail.id, payload);
  const lastPrice = useRef(detail.calculated_by);
  if (livePrice.data) lastPrice.current = livePrice.data;
  const categoryId = useWatch({ control: methods.control, name: 'category' });
  const roomId = useWatch({ control: methods.control, name: 'room' });
  const category = categories.find((c) => c.id === categoryId);
  const onKeyDown = useStepKeys(step, editorSteps.length, setStep);

  const isDraft = detail.booking_status === 'new';
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
  };

  const showServerError = (error: unknown, rows: ReturnType<typeof compactPayload>['rows']) => {
    notifyError(error);
    if (!(error instanceof ApiError) || !error.field) return;
    const path = serverFieldPath(error.field, rows);
    const owner = path.endsWith('.root') ? path.slice(0, -'.root'.length) : path;
    if (get(methods.getValues(), owner) === undefined) return;
    methods.setError(path as keyof EditorValues, { type: 'server', message: error.error });
    setStep(stepOfPath(path));
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
        showServerError(error, rows);
      }
    },
    (errors) => {
      const first = errorPaths(errors).sort((a, b) => stepOfPath(a.path) - stepOfPath(b.path))[0];
      if (!first) return;
      setStep(stepOfPath(first.path));
      notifyRefusal(first.message);
    },
  );

  const finishClose = () => onClosed(discardOnClose && detailRef.current.booking_status === 'new');
  const requestClose = () => {
    if (save.isPending) return;
    if (!isDirty) return finishClose();
    const discards = discardOnClose && detailRef.current.booking_status === 'new';
    modals.openConfirmModal({
      title: t('bookingEditor.unsaved.title'),
      centered: true,
      zIndex: 400,
      children: (
        <Text size="sm">
          {discards ? t('bookingEditor.unsaved.draftMessage') : t('bookingEditor.unsaved.message')}
        </Text>
      ),
      labels: { confirm: t('bookingEditor.unsaved.confirm'), cancel: t('bookingEditor.unsaved.back') },
      confirmProps: { color: 'red' },
      onConfirm: finishClose,
    });
  };
  useEffect(() => {
    closeRequest.current = requestClose;
  });
  useEffect(
    () => () => {
      closeRequest.current = null;
    },
    [closeRequest],
  );

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
  const stepContent = [
    <StayStep key="stay" categories={categories} />,
    <ClientsStep key="clients" />,
    <MealsStep key="meals" />,
    <ServicesStep key="services" services={services} />,
    <PriceStep key="price" />,
    <TasksStep key="tasks" />,
    <ConfirmStep key="confirm" roomName={roomName} />,
  ];

  return (
    <EditorContext.Provider value={context}>
      <FormProvider {...methods}>
        <Modal.Header style={{ flexWrap: 'wrap', rowGap: 4 }}>
          <Modal.Title>
            <Group gap="sm">
              <Text fw={700} size="lg">
                {isDraft
                  ? t('bookingEditor.draftTitle', { id: detail.id })
                  : t('bookingEditor.title', { id: detail.id })}
              </Text>
              <Badge variant="light">{statusLabels[detail.booking_status]}</Badge>
              {isDirty && (
                <Badge color="orange" variant="dot" data-testid="unsaved-badge">
                  {t('bookingEditor.unsavedBadge')}
                </Badge>
              )}
            </Group>
          </Modal.Title>
          <Group gap="md" ml="auto" wrap="nowrap">
            <PriceStrip />
            <Modal.CloseButton
              ml={0}
              aria-label={discardOnClose && isDraft ? t('bookingEditor.discardDraft') : t('common.close')}
              // Its click goes to the modal's onClose, which asks here through closeRequest.
            />
          </Group>
        </Modal.Header>
        <Modal.Body onKeyDown={onKeyDown}>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Stepper
                active={step}
                onStepClick={setStep}
                allowNextStepsSelect
                size="sm"
                iconSize={30}
                wrap={false}
              >
                {editorSteps.map((name, index) => (
                  <Stepper.Step
                    key={name}
                    label={t(`bookingEditor.steps.${name}`)}
                    // Passing a step proves nothing, so it keeps its number; a step with errors shows it.
                    color={stepsWithErrors.has(index) ? 'red' : undefined}
                    icon={stepsWithErrors.has(index) ? <IconAlertTriangle size={16} /> : undefined}
                    completedIcon={stepsWithErrors.has(index) ? <IconAlertTriangle size={16} /> : index + 1}
                    data-error={stepsWithErrors.has(index) || undefined}
                  >
                    <div style={{ minHeight: 360, paddingTop: 'var(--mantine-spacing-sm)' }}>
                      {stepContent[index]}
                    </div>
                  </Stepper.Step>
                ))}
              </Stepper>
              <div
                style={{
                  position: 'sticky',
                  bottom: 0,
                  background: 'var(--mantine-color-body)',
                  borderTop: '1px solid var(--mantine-color-default-border)',
                  padding: 'var(--mantine-spacing-sm) 0',
                  zIndex: 2,
                }}
              >
                <EditorActions
                  step={step}
                  stepCount={editorSteps.length}
                  onStep={setStep}
                  saving={save.isPending}
                  advancing={actions.advance.isPending}
                  onAdvance={() => void advance()}
                  onDeleteDraft={deleteDraft}
                  onCancelBooking={() => setCancelOpened(true)}
                />
              </div>
            </Stack>
          </form>
          <CancelDialog
            bookingId={detail.id}
            opened={cancelOpened}
            onCancel={cancelBooking}
            onClose={() => setCancelOpened(false)}
          />
        </Modal.Body>
      </FormProvider>
    </EditorContext.Provider>
  );
}
