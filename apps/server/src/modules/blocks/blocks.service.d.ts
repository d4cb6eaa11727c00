import type { Db } from '../../db/client.ts';
import { blocks } from '../../db/schema.ts';
import type { Actor } from '../reservations/reservations.service.ts';
type BlockRow = typeof blocks.$inferSelect;
export declare const presentBlock: (b: BlockRow) => {
    id: number;
    room: number;
    start: number;
    end: number;
    is_own: boolean;
    channel: number | null;
};
/** New dates for a block: its holds move with it, refused (409) where the room is taken. */
export declare function changeBlockPeriod(db: Db, actor: Actor, id: number, period: {
    start: number;
    end: number;
}): Promise<{
    id: number;
    room: number;
    start: number;
    end: number;
    is_own: boolean;
    channel: number | null;
}>;
/** Takes the room out of the block: the block on that room ends and the room is free to sell. */
export declare function removeRoomFromBlock(db: Db, actor: Actor, id: number, roomId: number): Promise<void>;
/** 'резерв' on an own block: the block gives way to a draft booking of the same room and dates. */
export declare function reserveFromBlock(db: Db, actor: Actor, id: number): Promise<{
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
export {};
