import { Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { advanceActions, type BookingStatus, pricingMessages, statusLabels } from '@pms/domain';
import { IconX } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../ui/form/SwitchField.tsx';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { GroupChildValues, GroupValues } from '../types/groupValues.ts';
import { CounterField } from './CounterField.tsx';
import { StayDatesFields } from './StayDatesFields.tsx';

interface GroupRoomRowProps {
  index: number;
  child: GroupChildValues;
  status: BookingStatus;
  additionalPlace: number;
  /** Why the room cannot be cancelled alone (the group's first room), if so. */
  cancelBlocked: string | null;
  advancing: boolean;
  onAdvance: () => void;
  onCancel: () => void;
}

/**
 * One room of a group: its own dates and times, single occupancy, extra beds with their guests, its
 * status advance and its cancel (a draft simply leaves the group).
 */
export function GroupRoomRow({
  index,
  child,
  status,
  additionalPlace,
  cancelBlocked,
  advancing,
  onAdvance,
  onCancel,
}: GroupRoomRowProps) {
  const { t } = useTranslation();
  const { readOnly } = useEditorContext();
  const { control } = useFormContext<GroupValues>();
  const [hasAdditional, adults, children] = useWatch({
    control,
    name: [
      `child_list.${index}.has_additional`,
      `child_list.${index}.adult_count`,
      `child_list.${index}.child_count`,
    ],
  });
  const roomLabel = t('bookingEditor.group.room', { room: child.room_name });
  const advance = advanceActions[status];
  const cancelButton = (
    <Button
      size="xs"
      variant="subtle"
      // The group's first room cannot go alone: the button stays reachable and says why.
      color={cancelBlocked ? 'gray' : 'red'}
      leftSection={<IconX size={14} />}
      aria-label={t('bookingEditor.group.cancelRoomLabel', { room: child.room_name })}
      aria-description={cancelBlocked ?? undefined}
      disabled={readOnly}
      onClick={() => (cancelBlocked ? notifyRefusal(cancelBlocked) : onCancel())}
    >
      {t('bookingEditor.group.cancelRoom')}
    </Button>
  );
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="group"
      aria-label={roomLabel}
      data-testid={`group-room-${child.room}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>{roomLabel}</Text>
            <Badge variant="light" size="sm" color={status === 'new' ? 'gray' : undefined}>
              {statusLabels[status]}
            </Badge>
          </Group>
          <Group gap="xs">
            {advance && !readOnly && (
              <Button
                size="xs"
                variant="light"
                loading={advancing}
                aria-label={t('bookingEditor.group.advanceRoomLabel', {
                  action: advance.label,
                  room: child.room_name,
                })}
                onClick={onAdvance}
              >
                {advance.label}
              </Button>
            )}
            {cancelBlocked ? (
              <Tooltip label={cancelBlocked}>
                <span>{cancelButton}</span>
              </Tooltip>
            ) : (
              cancelButton
            )}
          </Group>
        </Group>
        <Group gap="xl" align="flex-start" wrap="wrap">
          <StayDatesFields base={`child_list.${index}.`} labelSuffix={roomLabel} />
          <Stack gap="xs" pt={26}>
            <SwitchField
              control={control}
              name={`child_list.${index}.is_single`}
              label={t('bookingEditor.stay.single')}
              aria-label={`${t('bookingEditor.stay.single')}, ${roomLabel}`}
              disabled={readOnly}
            />
            <SwitchField
              control={control}
              name={`child_list.${index}.has_additional`}
              label={t('bookingEditor.stay.extraBed')}
              aria-label={`${t('bookingEditor.stay.extraBed')}, ${roomLabel}`}
              disabled={readOnly}
            />
          </Stack>
          {hasAdditional && (
            <>
              <CounterField
                control={control}
                name={`child_list.${index}.adult_count`}
                label={t('bookingEditor.stay.extraAdults')}
                max={additionalPlace - children}
                maxMessage={pricingMessages.notEnoughPlaces}
                disabled={readOnly}
              />
              <CounterField
                control={control}
                name={`child_list.${index}.child_count`}
                label={t('bookingEditor.stay.extraChildren')}
                max={additionalPlace - adults}
                maxMessage={pricingMessages.notEnoughPlaces}
                disabled={readOnly}
              />
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
