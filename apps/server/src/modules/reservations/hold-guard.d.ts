import type { Db } from '../../db/client.ts';
export interface HoldTarget {
    roomId: number;
    unitIds: number[];
    from: number;
    to: number;
    timeZone: string;
}
export declare function describeHolder(db: Db, target: HoldTarget): Promise<string>;
/** Runs a write that adds holds; a refusal by the exclusion constraint becomes a 409 naming the holder. */
export declare function guardHolds<T>(db: Db, target: HoldTarget, write: () => Promise<T>): Promise<T>;
