/**
 * Moving a booking (dragging its bar) to another room, bed or dates. The server re-checks what the
 * browser showed: the reason for a room change, the new category's capacity, and, through the
 * exclusion constraint, that the new place is free. Old holds and new holds change in one transaction.
 */
import { type MoveInput } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from './reservations.service.ts';
export declare function moveBooking(db: Db, actor: Actor, id: number, input: MoveInput): Promise<{
    old_room: number | null;
    room_reason: string;
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
