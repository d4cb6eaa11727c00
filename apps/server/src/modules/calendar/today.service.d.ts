import { type Db } from '../../db/client.ts';
export declare function today(db: Db, companyId: number, now?: number): Promise<{
    date: string;
    free: number;
    empty: number;
    busy: number;
    busy_times: number;
    busy_koika: number;
    check_in: number;
    check_ins: number;
    check_out: number;
    check_outs: number;
    residence: number;
    accommodations: number;
    paid: number;
    not_paid: number;
    partial_paid: number;
}>;
