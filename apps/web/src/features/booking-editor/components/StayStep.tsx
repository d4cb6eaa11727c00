import { Divider, Stack } from '@mantine/core';
import type { Category } from '../../../api/types.ts';
import { CalculationFields } from './CalculationFields.tsx';
import { CommentField } from './CommentField.tsx';
import { CreatorSourceFields } from './CreatorSourceFields.tsx';
import { ExpiryFields } from './ExpiryFields.tsx';
import { ExtendStayButton } from './ExtendStayButton.tsx';
import { GroupModeSwitch } from './GroupModeSwitch.tsx';
import { GuestFields } from './GuestFields.tsx';
import { PlanChoice } from './PlanChoice.tsx';
import { RoomFields } from './RoomFields.tsx';
import { StayDatesFields } from './StayDatesFields.tsx';
import { StayLegs } from './StayLegs.tsx';

/**
 * Step 1 'Информация о брони': who made it, where it came from, when, which room, who stays, by which
 * rate plan and how it is priced. `payload`: the debounced priceable state, for the plans' totals.
 */
export function StayStep({
  categories,
  payload,
}: {
  categories: readonly Category[];
  payload: string | null;
}) {
  return (
    <Stack gap="md">
      <CreatorSourceFields />
      <GroupModeSwitch />
      <StayDatesFields />
      <ExtendStayButton />
      <StayLegs />
      <RoomFields categories={categories} />
      <Divider />
      <GuestFields />
      <Divider />
      <PlanChoice payload={payload} />
      <Divider />
      <CalculationFields />
      <ExpiryFields />
      <CommentField />
    </Stack>
  );
}
