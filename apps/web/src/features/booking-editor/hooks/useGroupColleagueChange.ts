import { useEffect, useState } from 'react';
import { useProfile } from '../../auth/hooks/useProfile.ts';
import type { GroupDetail } from '../types/groupDetail.ts';
import { colleagueChanged } from '../utils/colleagueChanged.ts';
import { confirmColleagueChange } from '../utils/confirmColleagueChange.tsx';

/** The parent (its shared lists) and every room, each with its version and who wrote it. */
const bookingsOf = (group: GroupDetail) => [group, ...group.child_list];

/**
 * Notices that another employee changed the group this editor holds: the group view (refetched on a
 * live message or on window focus) has the parent or a room at a newer version than seen, written by
 * someone other than the signed-in employee. Who wrote it is the server's word (`updated_by`), so the
 * editor's own saves, room steps, cancellations and payments never ask. Asks once for each newer version.
 */
export function useGroupColleagueChange(group: GroupDetail, reload: () => void) {
  const me = useProfile().data?.id;
  // The versions as the form was loaded, then as last received.
  const [seen] = useState(() => new Map(bookingsOf(group).map((b) => [b.id, b.version])));
  useEffect(() => {
    if (me === undefined) return;
    const received = bookingsOf(group);
    const change = colleagueChanged(seen, received, me);
    for (const b of received) seen.set(b.id, Math.max(b.version, seen.get(b.id) ?? 0));
    if (change) confirmColleagueChange(change.updated_by_name, reload);
  }, [group, me, seen, reload]);
}
