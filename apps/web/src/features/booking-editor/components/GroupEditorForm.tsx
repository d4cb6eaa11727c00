import { Badge, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { advanceStatus, bookingEditorMessages, cancelledStatuses } from '@pms/domain';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category, CompanyInfoResponse } from '../../../api/types.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useCloseRequest } from '../hooks/useCloseRequest.ts';
import { EditorContext, type EditorContextValue } from '../hooks/useEditorContext.ts';
import { useGroupActions } from '../hooks/useGroupActions.ts';
import { useGroupLivePrice } from '../hooks/useGroupLivePrice.ts';
import { usePricePayload } from '../hooks/usePricePayload.ts';
import { useRemoveDrafts } from '../hooks/useRemoveDrafts.ts';
import { useSaveGroup } from '../hooks/useSaveGroup.ts';
import type { EditorValues } from '../types/editorValues.ts';
import type { GroupDetail } from '../types/groupDetail.ts';
import type { GroupValues } from '../types/groupValues.ts';
import type { ServiceOption } from '../types/lookups.ts';
import { carryIntoGroup } from '../utils/carryIntoGroup.ts';
import { confirmClose } from '../utils/confirmClose.tsx';
import { editorResolver } from '../utils/editorResolver.ts';
import { stepOfPath } from '../utils/editorSteps.ts';
import { errorPaths } from '../utils/errorPaths.ts';
import { groupPriceableJson } from '../utils/groupPriceableJson.ts';
import { groupStatus } from '../utils/groupStatus.ts';
import { notifyRefusal } from '../utils/notifyRefusal.ts';
import { requiredClientFields } from '../utils/requiredClientFields.ts';
import { showFirstIssue } from '../utils/showFirstIssue.ts';
import { showServerError } from '../utils/showServerError.ts';
import { toGroupFormValues } from '../utils/toGroupFormValues.ts';
import { compactGroupPayload } from '../utils/toGroupPayload.ts';
import { validateGroup } from '../utils/validateGroup.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { ClientsStep } from './ClientsStep.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { EditorActions } from './EditorActions.tsx';
import { EditorShell } from './EditorShell.tsx';
import { GroupStayStep } from './GroupStayStep.tsx';
import { MealsStep } from './MealsStep.tsx';
import { PriceStep } from './PriceStep.tsx';
import { ServicesStep } from './ServicesStep.tsx';
import { TasksStep } from './TasksStep.tsx';

interface GroupEditorFormProps {
  group: GroupDetail;
  company: CompanyInfoResponse;
  services: readonly ServiceOption[];
  categories: readonly Category[];
  /** The group's parent is our own fresh draft: closing the group unsaved deletes it with its rooms. */
  discardOnClose: boolean;
  /** The single editor's unsaved state when group mode was just switched on. */
  carry: EditorValues | null;
  closeRequest: RefObject<(() => void) | null>;
  /** Closes the editor; `drafts`: bookings to delete for good, rooms before their parent. */
  onClosed: (drafts: number[]) => void;
}

const live = (status: GroupDetail['booking_status']) => !cancelledStatuses.includes(status);

/**
 * Group mode of the editor (specification 2.6): the seven steps over one form of the group — its rooms
 * by category and what they share — with the group's live price, and a bottom bar that acts on every
 * room ('для всех').
 */
export function GroupEditorForm({
  group,
  company,
  services,
  categories,
  discardOnClose,
  carry,
  closeRequest,
  onClosed,
}: GroupEditorFormProps) {
  const { t } = useTranslation();
  const standard = { checkIn: company.check_in_time, checkOut: company.check_out_time };
  const groupRef = useRef(group);
  groupRef.current = group;
  const categoriesRef = useRef(categories);
  categoriesRef.current = categories;
  const [form] = useState(() => ({
    defaultValues: toGroupFormValues(group, services, standard),
    resolver: editorResolver<GroupValues>((values) =>
      validateGroup(values, {
        requiredFields: requiredClientFields(groupRef.current),
        standardCheckIn: company.check_in_time,
        standardCheckOut: company.check_out_time,
        places: (id) => {
          const category = categoriesRef.current.find((c) => c.id === id);
          return {
            placeNumber: category?.place_number ?? 0,
            additionalPlace: category?.additional_place ?? 0,
          };
        },
      }),
    ),
  }));
  const methods = useForm<GroupValues>({ ...form, mode: 'onSubmit', reValidateMode: 'onChange' });
  useEffect(() => {
    if (carry)
      methods.reset(carryIntoGroup(form.defaultValues, carry, group.id), { keepDefaultValues: true });
  }, [carry, form.defaultValues, group.id, methods]);
  const { isDirty, errors } = useFormState({ control: methods.control });
  const stepsWithErrors = new Set(errorPaths(errors).map((e) => stepOfPath(e.path)));
  const [step, setStep] = useState(0);
  const [cancelOpened, setCancelOpened] = useState(false);
  const save = useSaveGroup(group.id);
  const actions = useGroupActions(group.id);
  const removeDrafts = useRemoveDrafts();
  const payload = usePricePayload(methods, groupPriceableJson);
  const livePrice = useGroupLivePrice(group.id, payload);
  const lastPrice = useRef(group.group_calculation);
  if (livePrice.data) lastPrice.current = livePrice.data;

  const isDraft = group.booking_status === 'new';
  const liveRooms = group.child_list.filter((c) => live(c.booking_status));
  const context: EditorContextValue = {
    detail: group,
    company,
    price: lastPrice.current,
    priceError: livePrice.isError ? errorMessage(livePrice.error) : null,
    pricing: livePrice.isFetching,
    isDraft,
    readOnly: liveRooms.length === 0,
    places: { placeNumber: group.place_number, additionalPlace: group.additional_place },
    goToStep: setStep,
    group: { view: group, categories },
  };

  const onSubmit = methods.handleSubmit(
    async (values) => {
      const { payload: body, rows } = compactGroupPayload(values);
      try {
        const saved = await save.mutateAsync(body);
        methods.reset(toGroupFormValues(saved, services, standard));
        notifySuccess(t('notify.changed'));
      } catch (error) {
        showServerError(error, methods, rows, setStep);
      }
    },
    (invalid) => showFirstIssue(invalid, setStep),
  );

  /** Every draft of the group, rooms first and the parent last. */
  const allDrafts = () => {
    const saved = groupRef.current.child_list;
    const isDraftRoom = (id: number) => (saved.find((c) => c.id === id)?.booking_status ?? 'new') === 'new';
    const ids = new Set(
      [...saved.map((c) => c.id), ...methods.getValues('child_list').map((c) => c.id)].filter(isDraftRoom),
    );
    ids.delete(group.id);
    return [...ids, group.id];
  };
  /** Rooms joined since the last save: drafts that go when their changes are dropped. */
  const joinedDrafts = () => {
    const saved = (methods.formState.defaultValues as GroupValues | undefined)?.child_list ?? [];
    return methods
      .getValues('child_list')
      .filter((c) => !saved.some((s) => s.id === c.id))
      .map((c) => c.id);
  };
  const discardsAll = () => discardOnClose && groupRef.current.booking_status === 'new';
  const finishClose = () => onClosed(discardsAll() ? allDrafts() : joinedDrafts());
  useCloseRequest(closeRequest, () => {
    if (save.isPending) return;
    if (!isDirty) return finishClose();
    confirmClose(discardsAll(), finishClose);
  });

  const from = groupStatus(liveRooms.map((c) => c.booking_status));
  const advance = async () => {
    const to = from ? advanceStatus(from) : null;
    if (!from || !to) return;
    if (isDirty) return notifyRefusal(bookingEditorMessages.saveChanges);
    try {
      notifySuccess(await actions.advance.mutateAsync({ from, to }));
    } catch (error) {
      notifyError(error);
    }
  };
  const deleteDraft = () =>
    modals.openConfirmModal({
      title: t('bookingEditor.deleteDraft.title'),
      centered: true,
      zIndex: 400,
      children: <Text size="sm">{t('bookingEditor.group.deleteDraftMessage', { id: group.id })}</Text>,
      labels: { confirm: t('bookingEditor.deleteDraft.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removeDrafts.mutate(allDrafts(), {
          onSuccess: () => {
            notifySuccess(t('notify.deleted'));
            onClosed([]);
          },
          onError: notifyError,
        }),
    });
  const cancelAll = async (reason: string) => {
    await actions.cancel.mutateAsync(reason);
    notifySuccess(t('bookingEditor.group.cancelAllDone'));
    setCancelOpened(false);
    onClosed([]);
  };

  return (
    <EditorContext.Provider value={context}>
      <FormProvider {...methods}>
        <EditorShell
          title={
            isDraft
              ? t('bookingEditor.group.draftTitle', { id: group.id })
              : t('bookingEditor.group.title', { id: group.id })
          }
          status={group.booking_status}
          badge={
            <Badge variant="outline" data-testid="group-room-count">
              {t('bookingEditor.group.roomCount', { count: liveRooms.length })}
            </Badge>
          }
          isDirty={isDirty}
          closeLabel={discardOnClose && isDraft ? t('bookingEditor.discardDraft') : t('common.close')}
          step={step}
          onStep={setStep}
          stepsWithErrors={stepsWithErrors}
          onSubmit={onSubmit}
          steps={[
            <GroupStayStep key="stay" />,
            <ClientsStep key="clients" />,
            <MealsStep key="meals" />,
            <ServicesStep key="services" services={services} />,
            <PriceStep key="price" />,
            <TasksStep key="tasks" />,
            <ConfirmStep key="confirm" roomName="" />,
          ]}
          actions={
            <EditorActions
              forAll
              step={step}
              onStep={setStep}
              saving={save.isPending}
              advancing={actions.advance.isPending}
              advanceFrom={from}
              onAdvance={() => void advance()}
              onDeleteDraft={deleteDraft}
              onCancelBooking={() => setCancelOpened(true)}
            />
          }
        >
          <CancelDialog
            title={t('bookingEditor.group.cancelAllTitle', { id: group.id })}
            opened={cancelOpened}
            onCancel={cancelAll}
            onClose={() => setCancelOpened(false)}
          />
        </EditorShell>
      </FormProvider>
    </EditorContext.Provider>
  );
}
