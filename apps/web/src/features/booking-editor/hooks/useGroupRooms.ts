import { type BookingStatus, bookingEditorMessages, fromLocal, messages } from '@pms/domain';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { GroupChildValues, GroupValues } from '../types/groupValues.ts';
import { confirmAdvance } from '../utils/confirmAdvance.tsx';
import { notifyStepError } from '../utils/notifyStepError.ts';
import { restrictionRefusal } from '../utils/restrictionRefusal.ts';
import { roomDutyOf } from '../utils/roomDutyOf.ts';
import { stepPastRestriction } from '../utils/stepPastRestriction.ts';
import { syncServiceRooms } from '../utils/syncServiceRooms.ts';
import { useEditorContext } from './useEditorContext.ts';
import { useGroupRoomActions } from './useGroupRoomActions.ts';

/**
 * Step 1's room operations in group mode, each done on the server at once and then in the form: a room
 * joins with the group's dates (those of its first room), a draft leaves for good, a saved room is
 * cancelled with a reason, a room's status advances. The services every room took follow the count.
 */
export function useGroupRooms() {
  const { t } = useTranslation();
  const { company, detail, group, reload } = useEditorContext();
  const form = useFormContext<GroupValues>();
  const actions = useGroupRoomActions(detail.id);
  /** A room's join refused for the plan's restrictions: shown with its override until another join. */
  const [refused, setRefused] = useState<{
    message: string;
    categoryId: number;
    room: { id: number; name: string };
  } | null>(null);

  const setChildren = (next: GroupChildValues[], before: number) => {
    form.setValue('child_list', next, { shouldDirty: true });
    form.setValue('service_list', syncServiceRooms(form.getValues('service_list'), before, next.length), {
      shouldDirty: true,
    });
  };

  /** A room gone from the server (deleted or cancelled) leaves the form and its saved state alike. */
  const forget = (id: number) => {
    const saved = form.formState.defaultValues as GroupValues | undefined;
    if (saved?.child_list.some((c) => c.id === id)) {
      const count = saved.child_list.length;
      form.reset(
        {
          ...saved,
          child_list: saved.child_list.filter((c) => c.id !== id),
          service_list: syncServiceRooms(saved.service_list, count, count - 1),
        },
        { keepValues: true, keepErrors: true },
      );
    }
    const children = form.getValues('child_list');
    setChildren(
      children.filter((c) => c.id !== id),
      children.length,
    );
  };

  /**
   * The room joins by the group's plan (the one chosen, else the parent's) within its restrictions;
   * `reason`: sold past them (bookings.restriction_override), after a refusal.
   */
  const join = async (categoryId: number, room: { id: number; name: string }, reason?: string) => {
    const values = form.getValues();
    const first = values.child_list[0] ?? values;
    if (!first.check_in_date || !first.check_out_date) return notifyRefusal(messages.required);
    const plan = values.rate_plan ?? detail.rate_plan;
    setRefused(null);
    try {
      const draft = await actions.join.mutateAsync({
        room: room.id,
        check_in: fromLocal(first.check_in_date, first.check_in_time, company.timezone),
        check_out: fromLocal(first.check_out_date, first.check_out_time, company.timezone),
        is_early: first.is_early,
        is_late: first.is_late,
        ...(plan !== null ? { rate_plan: plan } : {}),
        ...(reason ? { restriction_reason: reason } : {}),
      });
      const children = form.getValues('child_list');
      setChildren(
        [
          ...children,
          {
            id: draft.id,
            number: draft.number,
            category_id: categoryId,
            room: room.id,
            room_name: room.name,
            check_in_date: first.check_in_date,
            check_in_time: first.check_in_time,
            check_out_date: first.check_out_date,
            check_out_time: first.check_out_time,
            is_early: first.is_early,
            is_late: first.is_late,
            is_single: false,
            has_additional: false,
            adult_count: 0,
            child_count: 0,
            child_without_place: 0,
          },
        ],
        children.length,
      );
      notifySuccess(t('bookingEditor.group.joined', { room: room.name }));
    } catch (error) {
      // A broken restriction is offered to be overridden where the room was added, not as a toast.
      const message = restrictionRefusal(error);
      if (message) setRefused({ message, categoryId, room });
      else notifyError(error);
    }
  };

  const removeDraft = async (child: GroupChildValues) => {
    try {
      await actions.removeDraft.mutateAsync(child.id);
      forget(child.id);
      notifySuccess(t('bookingEditor.group.removed', { room: child.room_name }));
    } catch (error) {
      notifyError(error);
    }
  };

  /** Throws the server's refusal for the cancel dialog to show. */
  const cancel = async (child: GroupChildValues, reason: string) => {
    await actions.cancel.mutateAsync({ id: child.id, reason });
    forget(child.id);
    notifySuccess(t('bookingEditor.group.cancelRoomDone', { room: child.room_name }));
  };

  const advance = async (child: GroupChildValues, status: BookingStatus) => {
    if (form.formState.isDirty) return notifyRefusal(bookingEditorMessages.saveChanges);
    const saved = group?.view.child_list.find((c) => c.id === child.id);
    let stayNow = false;
    // The room's own arrival and share of the group's duty, as the editor's other status buttons ask.
    if (saved && group) {
      const check = {
        from: saved.booking_status,
        checkIn: saved.check_in,
        checkOut: saved.check_out,
        duty: roomDutyOf(group.view, child.id),
        timeZone: company.timezone,
        bookingId: child.id,
      };
      const choice = await confirmAdvance(check);
      if (!choice) return;
      stayNow = choice.stayNow;
    }
    const step = async (restrictionReason?: string) => {
      const versions = group?.versions;
      const version =
        versions?.get(child.id) ?? group?.view.child_list.find((c) => c.id === child.id)?.version ?? 1;
      const answer = await actions.advance.mutateAsync({
        id: child.id,
        status,
        version,
        stayNow,
        restrictionReason,
      });
      versions?.set(child.id, answer.version);
      notifySuccess(answer.message);
    };
    try {
      // An early arrival refused for the plan's restrictions offers the override (as advanceSaved).
      await stepPastRestriction(step);
    } catch (error) {
      notifyStepError(error, reload);
    }
  };

  return {
    join,
    refused,
    removeDraft,
    cancel,
    advance,
    busy: actions.join.isPending || actions.removeDraft.isPending,
    advancing: actions.advance.isPending ? actions.advance.variables?.id : undefined,
  };
}
