import { fromLocal } from '@pms/domain';
import { useWatch } from 'react-hook-form';
import type { EditorValues } from '../types/editorValues.ts';
import { useAvailability } from './useAvailability.ts';
import { useEditorContext } from './useEditorContext.ts';

/**
 * Each room's freedom for the editor's dates as typed (room id → free), the edited booking's own holds
 * aside; empty until the dates are complete and the server has answered.
 */
export function useFreeRooms(): Map<number, boolean> {
  const { detail, company } = useEditorContext();
  const [inDate, inTime, outDate, outTime] = useWatch<EditorValues>({
    name: ['check_in_date', 'check_in_time', 'check_out_date', 'check_out_time'],
  }) as [string | null, string, string | null, string];
  const instant = (date: string | null, time: string) => {
    if (!date || !/^\d{2}:\d{2}$/.test(time)) return null;
    try {
      return fromLocal(date, time, company.timezone);
    } catch {
      return null;
    }
  };
  const checkIn = instant(inDate, inTime);
  const checkOut = instant(outDate, outTime);
  const answer = useAvailability(
    checkIn !== null && checkOut !== null
      ? { check_in: checkIn, check_out: checkOut, adults: 1, children: 0, booking: detail.id }
      : null,
  );
  return new Map(answer.data?.categories.flatMap((c) => c.rooms.map((r) => [r.id, r.free])) ?? []);
}
