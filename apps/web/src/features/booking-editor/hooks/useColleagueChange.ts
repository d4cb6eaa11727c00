import { useEffect, useState } from 'react';
import { useProfile } from '../../auth/hooks/useProfile.ts';
import { colleagueChanged, type WrittenBooking } from '../utils/colleagueChanged.ts';
import { confirmColleagueChange } from '../utils/confirmColleagueChange.tsx';

/**
 * Notices that another employee changed what this editor holds — one booking, or a group's parent and
 * rooms: an answer (refetched on a live message or on window focus) has one of them at a newer version
 * than seen, written by someone other than the signed-in employee. Who wrote it is the server's word
 * (`updated_by`), so the editor's own saves, status steps, cancellations and payments never ask, whatever
 * versions they raise. Asks once for each newer version.
 */
export function useColleagueChange(received: readonly WrittenBooking[], reload: () => void) {
  const me = useProfile().data?.id;
  // The versions as the form was loaded, then as last received.
  const [seen] = useState(() => new Map(received.map((b) => [b.id, b.version])));
  // `received` is a new array every render: the effect runs when what it says changes.
  const latest = received.map((b) => `${b.id}:${b.version}:${b.updated_by}`).join();
  useEffect(() => {
    if (me === undefined) return;
    const change = colleagueChanged(seen, received, me);
    for (const b of received) seen.set(b.id, Math.max(b.version, seen.get(b.id) ?? 0));
    if (change)
      confirmColleagueChange({ name: change.updated_by_name, gender: change.updated_by_gender }, reload);
  }, [latest, me, seen, reload]);
}
