/**
 * Reserving from the calendar, deleting drafts, advancing a booking's status, and closing a room for
 * repair. Each use case is one transaction that also announces the change to live calendars.
 */
import { type RepairInput, type ReserveInput } from '@pms/domain';
import type { Db } from '../../db/client.ts';
export interface Actor {
    companyId: number;
    employeeId: number;
}
/** 'Резерв': a draft booking (status new) that holds its room or bed from this moment. */
export declare function reserve(db: Db, actor: Actor, input: ReserveInput): Promise<{
    id: number;
    status: string;
    booking_status: string;
    category_id: number;
    room: number;
    koika: number | null;
    check_in: number;
    check_out: number;
    is_time: boolean;
    is_group: boolean;
    group_parent: number | null;
    original_booking: number | null;
    source: number | null;
    is_early: boolean;
    is_late: boolean;
    has_expire: boolean;
    expire_on: number | null;
    common_amount: number;
    created_by: number | null;
    created_at: number;
}>;
/** A draft closed unsaved disappears for good; anything saved must be cancelled with a reason instead. */
export declare function deleteDraft(db: Db, actor: Actor, id: number): Promise<void>;
export type AdvanceAction = 'book' | 'check_in' | 'check_out';
/** Бронирование / Заселить / Выселить: one step along reserved → booked → check_in → check_out. */
export declare function advance(db: Db, actor: Actor, id: number, action: AdvanceAction): Promise<{
    message: string;
    id: number;
    status: string;
    booking_status: string;
    category_id: number;
    room: number;
    koika: number | null;
    check_in: number;
    check_out: number;
    is_time: boolean;
    is_group: boolean;
    group_parent: number | null;
    original_booking: number | null;
    source: number | null;
    is_early: boolean;
    is_late: boolean;
    has_expire: boolean;
    expire_on: number | null;
    common_amount: number;
    created_by: number | null;
    created_at: number;
}>;
/** 'Закрыть на ремонт': the whole room (every bed of it) is held by the repair. */
export declare function createRepair(db: Db, actor: Actor, input: RepairInput): Promise<{
    id: number;
    room: number;
    check_in: number;
    check_out: number;
    comment: string;
}>;
/** 'Открыть': reopens the room by deleting the repair (its holds go with it). */
export declare function deleteRepair(db: Db, actor: Actor, id: number): Promise<void>;
