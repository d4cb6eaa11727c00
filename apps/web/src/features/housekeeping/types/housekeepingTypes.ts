/**
 * The answers of /api/v2/housekeeping/* (docs/housekeeping.md), as the domain's views declare them and the
 * server answers them.
 */
import type {
  assignmentsView,
  boardView,
  cleanedReportView,
  conditionChangeView,
  housekeepingSettingsView,
  roomHistoryView,
  taskEmployeesView,
  turnaroundReportView,
} from '@pms/domain';
import type { z } from 'zod';

export type { BoardRoom, ConditionView, DayTask, HousekeepingEvent, RoomCondition } from '@pms/domain';

export type Board = z.infer<typeof boardView>;
export type BoardBed = Board['rooms'][number]['beds'][number];
export type ConditionAnswer = z.infer<typeof conditionChangeView>;
export type Assignments = z.infer<typeof assignmentsView>;
export type Housekeeper = Assignments['housekeepers'][number];
export type HousekeepingSettingsAnswer = z.infer<typeof housekeepingSettingsView>;
export type CleanedReport = z.infer<typeof cleanedReportView>;
export type TurnaroundReport = z.infer<typeof turnaroundReportView>;
export type TaskEmployees = z.infer<typeof taskEmployeesView>;
export type RoomHistory = z.infer<typeof roomHistoryView>;

/** What the 'Заметка' and 'Не работает' dialog (or the room's 'История') is open for. */
export interface AskFor {
  room: Board['rooms'][number];
  bed: { id: number; name: string } | null;
  kind: 'note' | 'out_of_order' | 'history';
}
