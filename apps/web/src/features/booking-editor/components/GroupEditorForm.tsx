import { Badge } from '@mantine/core';
import { advanceStatus, groupStatus, isCancelled, movesWithGroup } from '@pms/domain';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, CompanyInfoResponse } from '../../../api/types.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { ServiceOption } from '../../admin/catalogues/types/catalogueLookups.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useCloseRequest } from '../hooks/useCloseRequest.ts';
import { useColleagueChange } from '../hooks/useColleagueChange.ts';
import type { EditorContextValue } from '../hooks/useEditorContext.ts';
import { useEditorForm } from '../hooks/useEditorForm.ts';
import { useEditorSubmit } from '../hooks/useEditorSubmit.ts';
import { useGroupActions } from '../hooks/useGroupActions.ts';
import { useGroupLivePrice } from '../hooks/useGroupLivePrice.ts';
import { useLatest } from '../hooks/useLatest.ts';
import { usePricePayload } from '../hooks/usePricePayload.ts';
import { useRemoveDrafts } from '../hooks/useRemoveDrafts.ts';
import { useSaveGroup } from '../hooks/useSaveGroup.ts';
import { useShownPrice } from '../hooks/useShownPrice.ts';
import type { EditorValues } from '../types/editorValues.ts';
import type { GroupDetail } from '../types/groupDetail.ts';
import type { GroupValues } from '../types/groupValues.ts';
import { advanceSaved } from '../utils/advanceSaved.ts';
import { carryIntoGroup } from '../utils/carryIntoGroup.ts';
import { confirmDeleteDraft } from '../utils/confirmDeleteDraft.tsx';
import { groupPriceableJson } from '../utils/groupPriceableJson.ts';
import { toGroupFormValues } from '../utils/toGroupFormValues.ts';
import { compactGroupPayload } from '../utils/toGroupPayload.ts';
import { validateGroup } from '../utils/validateGroup.ts';
import { EditorFrame } from './EditorFrame.tsx';
import { GroupStayStep } from './GroupStayStep.tsx';

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
  /** 'Обновить' after a colleague's change: a new form from the group as now saved. */
  onReload: () => void;
}

const live = (status: GroupDetail['booking_status']) => !isCancelled(status);

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
  onReload,
}: GroupEditorFormProps) {
  const { t } = useTranslation();
  const standard = { checkIn: company.check_in_time, checkOut: company.check_out_time };
  const groupRef = useLatest(group);
  const categoriesRef = useLatest(categories);
  const editor = useEditorForm<GroupValues>(() => ({
    defaultValues: toGroupFormValues(group, services, standard),
    validate: (values) =>
      validateGroup(values, {
        requiredFields: groupRef.current.required_fields,
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
  }));
  const { methods, defaultValues, isDirty } = editor;
  useEffect(() => {
    if (carry) methods.reset(carryIntoGroup(defaultValues, carry, group.id), { keepDefaultValues: true });
  }, [carry, defaultValues, group.id, methods]);
  // Each room's version as loaded; see EditorGroup.versions.
  const [versions] = useState(() => new Map(group.child_list.map((c) => [c.id, c.version])));
  /** A room joined since loading is this editor's own draft: its version is the latest view's. */
  const versionOf = (id: number) =>
    versions.get(id) ?? groupRef.current.child_list.find((c) => c.id === id)?.version ?? 1;
  // The parent (its shared lists) and every room.
  useColleagueChange([group, ...group.child_list], onReload);
  const save = useSaveGroup(group.id);
  const actions = useGroupActions(group.id);
  const removeDrafts = useRemoveDrafts();
  const payload = usePricePayload(methods, groupPriceableJson);
  const shownPrice = useShownPrice(
    useGroupLivePrice(group.id, payload, group.child_list),
    group.group_calculation,
  );

  const isDraft = group.booking_status === 'new';
  // Group mode switched on but never saved: the booking is not a group on the server yet, so there is
  // something unsaved even with the form untouched (closing asks, a status step waits for the save).
  const unsaved = isDirty || !group.is_group;
  const liveRooms = group.child_list.filter((c) => live(c.booking_status));
  const can = useCan();
  const context: EditorContextValue = {
    detail: group,
    company,
    ...shownPrice,
    isDraft,
    readOnly: liveRooms.length === 0 || !can('bookings.edit'),
    mayPay: !(liveRooms.length === 0) && can('payments.create'),
    places: { placeNumber: group.place_number, additionalPlace: group.additional_place },
    goToStep: editor.setStep,
    heldVersion: () => versionOf(group.id),
    reload: onReload,
    group: { view: group, categories, versions },
  };

  const submit = useEditorSubmit(
    methods,
    editor.setStep,
    compactGroupPayload,
    async (body) => {
      const saved = await save.mutateAsync({
        ...body,
        version: versionOf(group.id),
        child_list: body.child_list.map((c) => ({ ...c, version: versionOf(Number(c.id)) })),
      });
      // Only what this save wrote moves on: the parent and the rooms it listed.
      const written = new Set([group.id, ...body.child_list.map((c) => Number(c.id))]);
      for (const c of saved.child_list) if (written.has(c.id)) versions.set(c.id, c.version);
      return toGroupFormValues(saved, services, standard);
    },
    onReload,
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
  useCloseRequest(closeRequest, {
    saving: save.isPending,
    isDirty: unsaved,
    discards: discardsAll,
    close: () => onClosed(discardsAll() ? allDrafts() : joinedDrafts()),
  });

  const from = groupStatus(liveRooms.map((c) => c.booking_status));
  const advance = () => {
    const to = from ? advanceStatus(from) : null;
    if (!from || !to) return;
    const before = new Map(groupRef.current.child_list.map((c) => [c.id, c.booking_status]));
    // The rooms this step moves; the latest arrival among them is the one an early check-in names.
    const moving = groupRef.current.child_list.filter((c) => movesWithGroup(c.booking_status, to));
    const check = {
      from,
      checkIn: Math.max(0, ...moving.map((c) => c.check_in)),
      checkOut: Math.max(0, ...moving.map((c) => c.check_out)),
      duty: Number(groupRef.current.group_calculation?.duty ?? 0),
      timeZone: company.timezone,
      // The whole group moves: the server re-prices its rooms together, so no one room is quoted.
      bookingId: null,
    };
    void advanceSaved(
      unsaved,
      check,
      async ({ stayNow, restrictionReason }) => {
        const answer = await actions.advance.mutateAsync({
          from,
          to,
          version: versionOf(group.id),
          stayNow,
          restrictionReason,
        });
        // The rooms this step moved are at their new versions.
        for (const c of answer.group.child_list)
          if (c.booking_status !== before.get(c.id)) versions.set(c.id, c.version);
        return answer.message;
      },
      onReload,
    );
  };
  const deleteDraft = () =>
    confirmDeleteDraft(
      t('bookingEditor.group.deleteDraftMessage', { number: group.number }),
      (callbacks) => removeDrafts.mutate(allDrafts(), callbacks),
      () => onClosed([]),
    );
  const cancelAll = async (reason: string) => {
    await actions.cancel.mutateAsync(reason);
    notifySuccess(t('bookingEditor.group.cancelAllDone'));
    onClosed([]);
  };

  return (
    <EditorFrame
      editor={{ ...editor, isDirty: unsaved }}
      context={context}
      title={
        isDraft
          ? t('bookingEditor.group.draftTitle', { number: group.number })
          : t('bookingEditor.group.title', { number: group.number })
      }
      status={group.booking_status}
      badge={
        <Badge variant="outline" data-testid="group-room-count">
          {t('bookingEditor.group.roomCount', { count: liveRooms.length })}
        </Badge>
      }
      discardOnClose={discardOnClose}
      submit={submit}
      stayStep={<GroupStayStep key="stay" payload={payload} />}
      roomName=""
      services={services}
      actions={{
        forAll: true,
        saving: save.isPending,
        advancing: actions.advance.isPending,
        advanceFrom: from,
        onAdvance: advance,
        onDeleteDraft: deleteDraft,
      }}
      cancelTitle={t('bookingEditor.group.cancelAllTitle', { number: group.number })}
      onCancel={cancelAll}
    />
  );
}
