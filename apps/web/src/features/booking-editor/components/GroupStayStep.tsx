import { Accordion, Alert, Divider, Stack, Text, Title } from '@mantine/core';
import { isCancelled } from '@pms/domain';
import { useEffect, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CancelDialog } from '../../../ui/CancelDialog.tsx';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import { useGroupRooms } from '../hooks/useGroupRooms.ts';
import type { GroupChildValues, GroupValues } from '../types/groupValues.ts';
import { paidSoFar } from '../utils/paidSoFar.ts';
import { AddCategoryControl } from './AddCategoryControl.tsx';
import { CalculationFields } from './CalculationFields.tsx';
import { CommentField } from './CommentField.tsx';
import { CreatorSourceFields } from './CreatorSourceFields.tsx';
import { ExpiryFields } from './ExpiryFields.tsx';
import { GroupCategoryPanel, type PanelRoom } from './GroupCategoryPanel.tsx';
import { GroupModeSwitch } from './GroupModeSwitch.tsx';
import { PlanChoice } from './PlanChoice.tsx';
import { RestrictionOverride } from './RestrictionOverride.tsx';

/**
 * Step 1 in group mode (specification 2.6): a panel per category of the group with its rooms, each room
 * with its own stay; 'Добавить категорию' opens a panel for another one. The rate plan (its cards: the
 * group priced by each), pricing, expiry and the comment are the group's. `payload`: the live price's.
 */
export function GroupStayStep({ payload }: { payload: string | null }) {
  const { t } = useTranslation();
  const context = useEditorContext();
  const { group, readOnly, detail } = context;
  const { control } = useFormContext<GroupValues>();
  const children = useWatch({ control, name: 'child_list' }) ?? [];
  const { errors } = useFormState({ control, name: 'child_list' });
  const rooms = useGroupRooms();
  const [added, setAdded] = useState<number[]>([]);
  const [cancelling, setCancelling] = useState<GroupChildValues | null>(null);
  const view = group?.view;
  const categories = group?.categories ?? [];

  const statusOf = (id: number) => view?.child_list.find((c) => c.id === id)?.booking_status ?? 'new';
  const cancelledOf = (categoryId: number) =>
    (view?.child_list ?? [])
      .filter((c) => c.category_id === categoryId && isCancelled(c.booking_status))
      .map((c) => c.room_name);
  const panelIds = [
    ...new Set([
      ...children.map((c) => c.category_id),
      ...(view?.categories ?? []).map((c) => c.id),
      ...added,
    ]),
  ];
  const [opened, setOpened] = useState<string[]>(() => panelIds.map(String));
  // A room with an issue sits in an open panel.
  const childErrors: unknown[] = Array.isArray(errors.child_list) ? errors.child_list : [];
  const withErrors = childErrors
    .map((error, index) => (error ? children[index]?.category_id : undefined))
    .filter((id): id is number => id !== undefined)
    .map(String);
  const missing = withErrors.filter((id) => !opened.includes(id)).join(',');
  useEffect(() => {
    if (missing) setOpened((now) => [...new Set([...now, ...missing.split(',')])]);
  }, [missing]);

  const live = children.length;
  // The first room carries the group's shared lists and payments: it goes only with the whole group.
  const cancelBlocked = (child: GroupChildValues) =>
    child.id === detail.id && (live > 1 || statusOf(child.id) === 'new')
      ? t('bookingEditor.group.parentCancelHint')
      : null;
  const leave = (room: PanelRoom) => {
    const blocked = cancelBlocked(room.child);
    if (blocked) notifyRefusal(blocked);
    else if (room.status === 'new') void rooms.removeDraft(room.child);
    else setCancelling(room.child);
  };

  return (
    <Stack gap="md">
      <CreatorSourceFields />
      <GroupModeSwitch />
      <Title order={3} size="h5">
        {t('bookingEditor.group.categories')}
      </Title>
      {errors.child_list?.root?.message && (
        <Alert color="red" variant="light" role="alert">
          {errors.child_list.root.message}
        </Alert>
      )}
      {panelIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bookingEditor.group.noCategories')}
        </Text>
      ) : (
        <Accordion multiple variant="separated" value={opened} onChange={setOpened}>
          {panelIds.map((id) => {
            const category = categories.find((c) => c.id === id);
            const fromView = view?.categories.find((c) => c.id === id);
            return (
              <GroupCategoryPanel
                key={id}
                category={{
                  id,
                  name: category?.name ?? fromView?.name ?? String(id),
                  additional_place: category?.additional_place ?? 0,
                }}
                rooms={children.flatMap((child, index) =>
                  child.category_id === id ? [{ index, child, status: statusOf(child.id) }] : [],
                )}
                cancelled={cancelledOf(id)}
                busy={rooms.busy}
                advancingId={rooms.advancing}
                cancelBlocked={cancelBlocked}
                onJoin={(room) => void rooms.join(id, room)}
                onLeave={leave}
                onAdvance={(room) => void rooms.advance(room.child, room.status)}
              />
            );
          })}
        </Accordion>
      )}
      {rooms.refused && (
        <RestrictionOverride
          message={t('bookingEditor.group.joinRefused', {
            room: rooms.refused.room.name,
            message: rooms.refused.message,
          })}
          onOverride={(reason) => {
            const refused = rooms.refused;
            if (refused) void rooms.join(refused.categoryId, refused.room, reason);
          }}
          busy={rooms.busy}
        />
      )}
      {!readOnly && (
        <AddCategoryControl
          categories={categories.filter((c) => c.is_active && !panelIds.includes(c.id))}
          onAdd={(id) => {
            setAdded((now) => [...now, id]);
            setOpened((now) => [...now, String(id)]);
          }}
        />
      )}
      <Divider />
      <PlanChoice payload={payload} />
      <Divider />
      <CalculationFields />
      <ExpiryFields />
      <CommentField />
      <CancelDialog
        title={
          cancelling
            ? t('bookingEditor.group.cancelRoomTitle', {
                number: cancelling.number,
                room: cancelling.room_name,
              })
            : ''
        }
        opened={cancelling !== null}
        paid={paidSoFar(context)}
        onCancel={async (reason) => {
          if (cancelling) await rooms.cancel(cancelling, reason);
          setCancelling(null);
        }}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
