import { type Db } from '../../db/client.ts';
export declare function sweepOnce(db: Db, opts: {
    now: Date;
    draftTtlMinutes: number;
    batch?: number;
}): Promise<{
    expired: number;
    drafts: number;
}>;
/** Sweeps every `intervalMs` until stopped; a failed sweep is logged and retried next time. */
export declare function startSweeper(db: Db, opts: {
    intervalMs: number;
    draftTtlMinutes: number;
    log: (err: unknown) => void;
}): () => void;
