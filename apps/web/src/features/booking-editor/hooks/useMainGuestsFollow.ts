import { mainGuestCounts } from '@pms/domain';
import { useEffect, useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { EditorValues } from '../types/editorValues.ts';
import { isBlankClient } from '../utils/isBlankClient.ts';

/**
 * The adults on main places follow the listed guests as they come and go, unless staff set them by hand
 * (the domain's mainGuestCounts, the rule the server's save applies too).
 */
export function useMainGuestsFollow(methods: UseFormReturn<EditorValues>, places: number) {
  const clients = useWatch({ control: methods.control, name: 'clients' });
  const guests = clients.filter((c) => !isBlankClient(c)).length;
  const before = useRef(guests);
  useEffect(() => {
    if (before.current === guests) return;
    const { main_adult_count: adults, main_child_count: children } = methods.getValues();
    const next = mainGuestCounts({ before: { adults, children, guests: before.current }, guests, places });
    before.current = guests;
    if (next.adults !== adults) methods.setValue('main_adult_count', next.adults, { shouldDirty: true });
  }, [guests, places, methods]);
}
