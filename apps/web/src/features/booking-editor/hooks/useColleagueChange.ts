import { type RefObject, useEffect, useRef } from 'react';
import type { BookingDetail } from '../types/bookingDetail.ts';
import { confirmColleagueChange } from '../utils/confirmColleagueChange.tsx';

/**
 * Notices that the booking was saved by someone else while this editor holds it: the detail (refetched
 * on a live message or on window focus) is at a newer version than `held`, the one the form was loaded
 * at and moved on only by this editor's own writes. Asks once for each newer version.
 */
export function useColleagueChange(detail: BookingDetail, held: RefObject<number>, reload: () => void) {
  const asked = useRef(0);
  useEffect(() => {
    if (detail.version <= held.current || detail.version <= asked.current) return;
    asked.current = detail.version;
    confirmColleagueChange(detail.updated_by_name, reload);
  }, [detail.version, detail.updated_by_name, held, reload]);
}
