import { Divider, Stack } from '@mantine/core';
import type { Category } from '../../../api/types.ts';
import { CalculationFields } from './CalculationFields.tsx';
import { CommentField } from './CommentField.tsx';
import { CreatorSourceFields } from './CreatorSourceFields.tsx';
import { ExpiryFields } from './ExpiryFields.tsx';
import { ExtendStayButton } from './ExtendStayButton.tsx';
import { GroupModeSwitch } from './GroupModeSwitch.tsx';
import { GuestFields } from './GuestFields.tsx';
import { RoomFields } from './RoomFields.tsx';
import { StayDatesFields } from './StayDatesFields.tsx';
import { StayLegs } from './StayLegs.tsx';

/** Step 1 'Информация о брони': who made it, where it came from, when, which room, who stays, how it is priced. */
export function StayStep({ categories }: { categories: readonly Category[] }) {
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
      <CalculationFields />
      <ExpiryFields />
      <CommentField />
    </Stack>
  );
}
